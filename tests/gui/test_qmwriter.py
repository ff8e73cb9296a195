"""buildsys/qmwriter.py: the .qm it writes reads in QTranslator as lrelease's own does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "buildsys"))
import qmwriter  # noqa: E402 (the build backend's folder, as pip puts it on the path)


def _load(path: Path) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(path)), path
    return translator


def _lrelease(source: Path, target: Path) -> None:
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(target)], check=True)


@pytest.mark.parametrize("ts", sorted((ROOT / "resources" / "i18n").glob("*.ts")), ids=str)
def test_every_message_translates_as_with_lrelease(ts: Path, tmp_path: Path) -> None:
    ours, theirs = tmp_path / "ours.qm", tmp_path / "theirs.qm"
    qmwriter.compile_file(ts, ours)
    _lrelease(ts, theirs)
    mine, qt = _load(ours), _load(theirs)
    _, messages = qmwriter.read_ts(ts)
    # Spanish translates the whole GUI; English holds only its plural forms.
    assert len(messages) > (200 if ts.stem.endswith("_es") else 5)
    for message in messages:
        for n in (-1, 0, 1, 2, 5) if len(message.translations) > 1 else (-1,):
            args = (message.context, message.source, message.comment or None, n)
            assert mine.translate(*args) == qt.translate(*args) != "", args
        if len(message.translations) > 1:
            assert (
                mine.translate(message.context, message.source, None, 1)
                == (message.translations[0])
            )
            assert (
                mine.translate(message.context, message.source, None, 3)
                == (message.translations[1])
            )
    assert mine.language() == qt.language()


TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context><name>A</name>
  <message><source>Same</source><translation>En A</translation></message>
  <message><source>Same</source><comment>menu</comment><translation>Menú</translation></message>
  <message><source>Gone</source><translation type="vanished">Ido</translation></message>
  <message><source>Empty</source><translation type="unfinished"></translation></message>
  <message><source>Ünïcödé &lt;&amp;&gt; 🧩</source><translation>Ü 🧩 ñ</translation></message>
</context>
<context><name>B</name>
  <message><source>Same</source><translation>En B</translation></message>
</context>
</TS>
"""


def test_contexts_comments_and_dropped_messages(tmp_path: Path) -> None:
    ts = tmp_path / "x_es.ts"
    ts.write_text(TS, encoding="utf-8")
    ours, theirs = tmp_path / "ours.qm", tmp_path / "theirs.qm"
    qmwriter.compile_file(ts, ours)
    _lrelease(ts, theirs)
    for translator in (_load(ours), _load(theirs)):
        assert translator.translate("A", "Same") == "En A"
        assert translator.translate("B", "Same") == "En B"
        assert translator.translate("A", "Same", "menu") == "Menú"
        assert translator.translate("C", "Same") == ""
        assert translator.translate("A", "Gone") == ""
        assert translator.translate("A", "Empty") == ""
        assert translator.translate("A", "Ünïcödé <&> 🧩") == "Ü 🧩 ñ"


def test_a_language_without_plural_rules_is_refused(tmp_path: Path) -> None:
    ts = tmp_path / "x_pl.ts"
    ts.write_text(TS.replace('language="es"', 'language="pl"'), encoding="utf-8")
    with pytest.raises(ValueError, match="plural rules"):
        qmwriter.compile_file(ts, tmp_path / "x.qm")
    assert not (tmp_path / "x.qm").exists()
