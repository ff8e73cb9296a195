"""Compile a Qt Linguist .ts file to the .qm file QTranslator loads, in plain Python.

This replaces Qt's lrelease at build time, so building the wheel (and setting up a checkout)
needs no PySide6 and none of the system libraries Qt's tools load. It writes what lrelease
writes in its "save everything" mode for plain and plural (numerus) messages: the magic, the
language, the plural rules, a table of (hash, offset) sorted by hash, and the messages, each
its translations (UTF-16BE), comment, source text and context. QTranslator finds a message by
the ELF hash of its source text plus comment, then compares the context and the source.
Obsolete, vanished and empty translations are left out, as lrelease leaves them.
tests/test_qmwriter.py loads the result in QTranslator next to lrelease's own.
"""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
TAG_END, TAG_TRANSLATION, TAG_SOURCE, TAG_CONTEXT, TAG_COMMENT = 1, 3, 6, 7, 8
SECTION_HASHES, SECTION_MESSAGES, SECTION_NUMERUS, SECTION_LANGUAGE = 0x42, 0x69, 0x88, 0xA7

Q_EQ, Q_LT, Q_LEQ, Q_BETWEEN, Q_NOT, Q_MOD_10, Q_MOD_100 = 0x01, 0x02, 0x03, 0x04, 0x08, 0x10, 0x20
Q_AND, Q_OR, Q_NEWRULE = 0xFD, 0xFE, 0xFF
PLURAL_RULES: dict[str, bytes] = {
    "en": bytes([Q_EQ, 1]),
    "es": bytes([Q_EQ, 1]),
}
"""Qt's plural rules (numerus.cpp) for the languages we ship: one form for n == 1, the second
for every other n. A language missing here fails the build rather than pluralise wrongly."""


@dataclass(frozen=True)
class Message:
    """One translated message of a .ts file."""

    context: str
    source: str
    comment: str
    translations: tuple[str, ...]


def read_ts(path: Path) -> tuple[str, list[Message]]:
    """The language and the finished or unfinished (but non-empty) messages of a .ts file."""
    root = ET.parse(path).getroot()
    messages: list[Message] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for element in context.iter("message"):
            message = _message(name, element)
            if message is not None:
                messages.append(message)
    return root.get("language", ""), messages


def _message(context: str, element: ET.Element) -> Message | None:
    translation = element.find("translation")
    if translation is None or translation.get("type") in ("obsolete", "vanished"):
        return None
    if element.get("numerus") == "yes":
        forms = tuple(form.text or "" for form in translation.iter("numerusform"))
    else:
        forms = (translation.text or "",)
    if not any(forms):
        return None
    comment = element.findtext("comment") or ""
    return Message(context, element.findtext("source") or "", comment, forms)


def elf_hash(data: bytes) -> int:
    """The hash QTranslator looks messages up by (never 0)."""
    h = 0
    for byte in data:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def _block(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def encode_message(message: Message) -> bytes:
    """One message as the Messages section holds it."""
    out = bytearray()
    for text in message.translations:
        out += bytes([TAG_TRANSLATION]) + _block(text.encode("utf-16-be"))
    out += bytes([TAG_COMMENT]) + _block(message.comment.encode("utf-8"))
    out += bytes([TAG_SOURCE]) + _block(message.source.encode("utf-8"))
    out += bytes([TAG_CONTEXT]) + _block(message.context.encode("utf-8"))
    out += bytes([TAG_END])
    return bytes(out)


def compile_messages(language: str, messages: list[Message]) -> bytes:
    """The .qm bytes for `messages` in `language`."""
    base = language.split("_")[0]
    if base not in PLURAL_RULES:
        raise ValueError(f"no plural rules for language {language!r}: add them to qmwriter.py")
    body = bytearray()
    table: list[tuple[int, int]] = []
    for message in messages:
        table.append((elf_hash((message.source + message.comment).encode("utf-8")), len(body)))
        body += encode_message(message)
    hashes = b"".join(struct.pack(">II", h, offset) for h, offset in sorted(table))
    return b"".join(
        [
            MAGIC,
            bytes([SECTION_LANGUAGE]) + _block(language.encode("utf-8")),
            bytes([SECTION_NUMERUS]) + _block(PLURAL_RULES[base]),
            bytes([SECTION_HASHES]) + _block(hashes),
            bytes([SECTION_MESSAGES]) + _block(bytes(body)),
        ]
    )


def compile_file(source: Path, target: Path) -> None:
    """Compile the .ts `source` to the .qm `target` (written whole, then moved into place)."""
    language, messages = read_ts(source)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    partial.write_bytes(compile_messages(language, messages))
    partial.replace(target)
