"""The desktop side, Qt-free: the system libraries Qt's platform plugin needs (found from the
installed PySide6, checked by loading them), `dev.py doctor`'s answers, and the menu entry,
icon and board file type `puzzlegui --install-desktop` writes."""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlegui.core import registry
from puzzlegui.core.template import TYPE as TEMPLATE
from puzzlegui.desktop import doctor, elf, integration, mimetype, syslibs
from tests.samples import sample_paths

ROOT = Path(__file__).resolve().parents[1]
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
XCB = {"DISPLAY": ":1"}
NO_DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def pyside() -> Path:
    folder = syslibs.qt_folder()
    assert folder is not None, "PySide6 is not installed"
    return folder


def test_the_xcb_plugin_names_its_libraries_and_finds_qt_on_its_runpath() -> None:
    dynamic = elf.read_dynamic(syslibs.plugin_path(pyside(), "xcb"))
    assert {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"} <= set(dynamic.needed)
    assert any((folder / "libQt6XcbQpa.so.6").is_file() for folder in dynamic.search)


def test_a_file_that_is_not_elf_is_refused(tmp_path: Path) -> None:
    text = tmp_path / "libfake.so.1"
    text.write_text("not a library")
    with pytest.raises(ValueError, match="not an ELF file"):
        elf.read_dynamic(text)


def test_system_needs_follow_the_bundled_qt_libraries_to_the_system_ones() -> None:
    needs = syslibs.system_needs(doctor.needed_roots(pyside(), "xcb"))
    assert "libxcb-cursor.so.0" in needs
    assert "libfontconfig.so.1" in needs  # only libQt6Gui asks for it: the walk went through it
    assert not [name for name in needs if name.startswith("libQt6")]


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libGL.so.1", "libgl1"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libgssapi_krb5.so.2", "libgssapi-krb5-2"),
        ("libglib-2.0.so.0", "libglib2.0-0"),
        ("libz.so.1", "zlib1g"),
    ],
)
def test_a_soname_gives_the_package_debian_policy_names(soname: str, package: str) -> None:
    assert syslibs.package_for(soname) == package


def test_apt_cache_policy_names_the_installable_packages() -> None:
    policy = (
        "libxcb-cursor0:\n  Installed: (none)\n  Candidate: 0.1.4-1\n  Version table:\n"
        "libfoo1:amd64:\n  Installed: (none)\n  Candidate: 2.0-1\n"
        "libvirtual0:\n  Installed: (none)\n  Candidate: (none)\n"
    )
    assert syslibs._installable(policy) == {"libxcb-cursor0", "libfoo1"}


def test_a_load_error_names_the_library_that_is_absent() -> None:
    error = syslibs.load_error("libsurely-not-installed.so.7")
    assert error is not None
    assert syslibs.culprit("libsurely-not-installed.so.7", error) == "libsurely-not-installed.so.7"
    # The message the loader gives when a library is there but one it needs is not.
    needs = "libxcb-image.so.0: cannot open shared object file: No such file or directory"
    assert syslibs.culprit("libxcb-cursor.so.0", needs) == "libxcb-image.so.0"
    assert syslibs.culprit("libfoo.so.1", "libfoo.so.1: undefined symbol: bar") == "libfoo.so.1"


def fake_missing(monkeypatch: pytest.MonkeyPatch, lost: set[str]) -> None:
    """Make the loader fail on `lost`, and apt know each policy name."""
    monkeypatch.setattr(syslibs, "load_error", lambda soname: "gone" if soname in lost else None)
    monkeypatch.setattr(
        syslibs, "apt_packages", lambda sonames: {s: syslibs.package_for(s) for s in sonames}
    )
    monkeypatch.setattr(syslibs, "has_apt", lambda: True)


def test_missing_libraries_give_one_line_with_the_install_command_and_status_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_missing(monkeypatch, {"libxcb-cursor.so.0", "libxcb-keysyms.so.1"})
    monkeypatch.setattr(syslibs, "is_root", lambda: False)
    assert doctor.check(fix=True, env=XCB) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1
    assert ".so" not in lines[0]  # packages, not sonames
    assert lines[0].endswith("sudo apt-get install libxcb-cursor0 libxcb-keysyms1")


def test_as_root_with_apt_exactly_the_missing_packages_are_installed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    lost = {"libxcb-cursor.so.0", "libxcb-icccm.so.4"}
    fake_missing(monkeypatch, lost)
    monkeypatch.setattr(syslibs, "is_root", lambda: True)
    calls: list[list[str]] = []

    def apt_get(args: list[str], quiet_failure: bool = False) -> bool:
        calls.append(args)
        lost.clear()  # installed: they load now
        return True

    monkeypatch.setattr(doctor, "_apt_get", apt_get)
    assert doctor.check(fix=True, env=XCB) == 0
    assert calls == [
        ["install", "-y", "--no-install-recommends", "libxcb-cursor0", "libxcb-icccm4"]
    ]
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "Installing the system libraries Qt needs: libxcb-cursor0 libxcb-icccm4 (apt-get)"
    ]


def test_a_library_still_missing_after_apt_is_reported(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_missing(monkeypatch, {"libxcb-cursor.so.0"})
    monkeypatch.setattr(syslibs, "is_root", lambda: True)
    monkeypatch.setattr(doctor, "_apt_get", lambda args, quiet_failure=False: True)
    assert doctor.check(fix=True, env=XCB) == 2
    err = capsys.readouterr().err
    assert "sudo" not in err
    assert "apt-get install libxcb-cursor0" in err


def test_without_a_display_one_line_says_how_to_run_headless(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert doctor.check(fix=False, env={}) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1
    assert "xvfb-run -a python3 dev.py play" in lines[0]
    assert "apt-get install xvfb" in lines[0]
    assert "QT_QPA_PLATFORM=offscreen" in lines[0]


def test_the_platform_follows_qt_qpa_platform_then_the_display() -> None:
    assert doctor.platform_for({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":1"}) == "offscreen"
    assert doctor.platform_for({"QT_QPA_PLATFORM": "wayland;xcb"}) == "wayland"
    assert doctor.platform_for({"DISPLAY": ":0"}) == "xcb"
    assert doctor.platform_for({"WAYLAND_DISPLAY": "wayland-0"}) == "wayland"


def test_the_libraries_the_tests_own_platform_needs_load() -> None:
    # The GUI tests run on the offscreen plugin: a false "missing" here would stop the player.
    assert doctor.missing_libraries("offscreen") == []


def mime_types() -> ET.Element:
    return ET.fromstring(mimetype.text())


def test_the_mime_type_knows_every_extension_and_header_the_loader_reads() -> None:
    globs = {g.get("pattern") for g in mime_types().iter(f"{MIME}glob")}
    extensions = {*registry.NAMES, *registry.ALIASES}
    assert globs == {"*.puzzle"} | {f"*.{name}" for name in extensions}
    magic = {m.get("value") for m in mime_types().iter(f"{MIME}match")}
    assert {f"{name} " for name in registry.NAMES} <= magic
    assert {f"\\n{name} " for name in registry.NAMES} <= magic


def test_the_mime_type_of_any_declared_type_is_well_formed() -> None:
    # A name or magic holding XML's own characters is escaped, not written raw; each type's
    # magic comes back as declared, at offset 0 and after a newline.
    odd = dataclasses.replace(TEMPLATE, name='a&b"<c>', magic=('a&b"<c> ', "<tpl> "))
    root = ET.fromstring(mimetype.text([registry.get("hashi"), odd]))
    globs = [g.get("pattern") for g in root.iter(f"{MIME}glob")]
    assert globs[-1] == '*.a&b"<c>'
    values = [m.get("value") for m in root.iter(f"{MIME}match")]
    assert values == ["hashi ", 'a&b"<c> ', "<tpl> ", "\\nhashi ", '\\na&b"<c> ', "\\n<tpl> "]


def test_the_desktop_entry_opens_the_board_type_with_a_file_argument() -> None:
    declared = {t.get("type") for t in mime_types().iter(f"{MIME}mime-type")}
    text = integration.entry_text(["/opt/my games/puzzlegui"])
    mime_line = next(line for line in text.splitlines() if line.startswith("MimeType="))
    assert mime_line == "MimeType=text/x-puzzlegui-board;"  # never text/plain
    assert declared == {"text/x-puzzlegui-board"}
    assert 'Exec="/opt/my games/puzzlegui" %f' in text


def test_the_launcher_is_the_running_command() -> None:
    assert integration.launcher("/home/a/.local/bin/puzzlegui") == ["/home/a/.local/bin/puzzlegui"]
    assert integration.launcher("/x/puzzlegui/__main__.py") == [sys.executable, "-m", "puzzlegui"]


def test_exec_quotes_and_escapes_as_the_desktop_entry_spec_says() -> None:
    assert integration.exec_value(["/usr/bin/python3", "-m", "puzzlegui"]) == (
        "/usr/bin/python3 -m puzzlegui %f"
    )
    assert integration.exec_value(['/a "b"/$x']) == '"/a \\\\"b\\\\"/\\\\$x" %f'
    assert integration.exec_value(["/100%/p"]) == "/100%%/p %f"


def _unescape_exec(value: str) -> list[str]:
    """The words a desktop reads from an Exec value: string escapes, then the Exec quoting."""
    text = re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t", "r": "\r", "s": " "}.get(
        m.group(1), m.group(1)), value)  # fmt: skip
    words: list[str] = []
    for match in re.finditer(r'"((?:[^"\\]|\\.)*)"|([^ ]+)', text):
        quoted, plain = match.groups()
        words.append(re.sub(r"\\(.)", r"\1", quoted) if quoted is not None else plain)
    return [word.replace("%%", "%") for word in words]


WRITABLE = st.characters(exclude_categories=("Cs",), exclude_characters=[
    chr(c) for c in [*range(32), 127] if chr(c) not in "\n\t\r"])  # fmt: skip


@given(st.lists(st.text(WRITABLE, min_size=1), min_size=1))
def test_exec_reads_back_as_the_same_words(command: list[str]) -> None:
    value = integration.exec_value(command)
    assert not set(value) & set("\n\t\r")
    assert _unescape_exec(value) == [*command, "%f"]


def test_exec_escapes_newline_tab_return_and_backslash() -> None:
    assert integration.exec_value(["/a\nb"]) == '"/a\\nb" %f'
    assert integration.exec_value(["/a\tb\rc"]) == '"/a\\tb\\rc" %f'
    assert integration.exec_value(["/a\\b"]) == '"/a\\\\\\\\b" %f'


def test_a_command_that_is_not_utf8_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    command = [os.fsdecode(b"/opt/caf\xe9/puzzlegui")]
    with pytest.raises(integration.CannotInstall, match=r"caf\\xe9.*not UTF-8"):
        integration.install(tmp_path, command)
    assert list(tmp_path.iterdir()) == []


def test_a_control_character_without_an_escape_is_refused() -> None:
    with pytest.raises(integration.CannotInstall, match=r"\\x1b"):
        integration.exec_value(["/opt/a\x1bb/puzzlegui"])


def test_a_strange_path_gives_an_entry_that_validates(tmp_path: Path) -> None:
    written = integration.install(tmp_path, ["/opt/a\tb\nc\\d é/puzzlegui"])
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(
            ["desktop-file-validate", str(written[0])], capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, done.stdout + done.stderr
    assert not list(tmp_path.rglob("*.part"))


def test_install_writes_a_valid_entry_icon_and_mime_type_and_uninstall_removes_them(
    tmp_path: Path,
) -> None:
    written = integration.install(tmp_path, ["/opt/my games/bin/puzzlegui"])
    folders = [p.relative_to(tmp_path).parts[0] for p in written]
    assert folders == ["applications", *["icons"] * 8, "metainfo", "mime"]
    assert tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "puzzlegui.png" in written
    assert all(path.is_file() for path in written)
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(
            ["desktop-file-validate", str(written[0])], capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, done.stdout + done.stderr
    if shutil.which("update-mime-database"):
        assert "text/x-puzzlegui-board:*.hashi" in (tmp_path / "mime" / "globs").read_text()
    assert integration.uninstall(tmp_path) == written
    assert not [path for path in written if path.exists()]


def test_the_data_home_is_xdg_data_home_else_local_share(tmp_path: Path) -> None:
    assert integration.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    assert integration.data_home({"XDG_DATA_HOME": "relative"}) == (
        Path.home() / ".local" / "share"
    )


def test_the_player_without_a_display_says_so_in_one_line_and_exits_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY_VARIABLES}
    done = subprocess.run(
        [sys.executable, "-m", "puzzlegui", "board.txt"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.splitlines() == [doctor.NO_DISPLAY.format(command="puzzlegui")]


LIBC = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "ld-linux-x86-64.so.2"}


@pytest.mark.parametrize("platform", ["xcb", "offscreen", "wayland"])
def test_the_list_checked_before_pyside6_is_installed_covers_what_qt_names(platform: str) -> None:
    needs = set(syslibs.system_needs(doctor.needed_roots(pyside(), platform)))
    assert needs - LIBC <= set(syslibs.known_needs(platform))


def test_before_pyside6_is_installed_the_list_is_checked_and_packages_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_missing(monkeypatch, {"libGL.so.1", "libxcb-cursor.so.0"})
    monkeypatch.setattr(syslibs, "qt_folder", lambda: None)
    monkeypatch.setattr(syslibs, "is_root", lambda: False)
    assert doctor.check_platforms(["offscreen"], fix=True) == 2
    assert capsys.readouterr().err.endswith("install them with: sudo apt-get install libgl1\n")
    assert doctor.check_platforms(["xcb", "offscreen"], fix=True) == 2
    assert "sudo apt-get install libgl1 libxcb-cursor0\n" in capsys.readouterr().err


def test_without_xvfb_root_installs_it_and_a_user_is_told_the_one_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    installed: list[str] = []
    monkeypatch.setattr(
        doctor.shutil, "which", lambda name: name if name in installed or "apt" in name else None
    )

    def apt_get(args: list[str], quiet_failure: bool = False) -> bool:
        installed.append("xvfb-run")
        assert args == ["install", "-y", "--no-install-recommends", "xvfb", "xauth"]
        return True

    monkeypatch.setattr(doctor, "_apt_get", apt_get)
    monkeypatch.setattr(syslibs, "is_root", lambda: False)
    assert not doctor.xvfb_ready(fix=True)
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1
    assert "install Xvfb: sudo apt-get install xvfb;" in err
    assert doctor.report_display(fix=True, env={}) == 2
    monkeypatch.setattr(syslibs, "is_root", lambda: True)
    assert doctor.report_display(fix=True, env={}) == 0
    assert installed == ["xvfb-run"]
    out = capsys.readouterr().out
    assert "runs the player under Xvfb" in out
    assert doctor.report_display(fix=True, env={"DISPLAY": ":3"}) == 0


@pytest.mark.skipif(
    not (shutil.which("update-mime-database") and shutil.which("gio")),
    reason="needs shared-mime-info and gio",
)
def test_the_samples_and_a_headed_board_are_of_the_board_type_for_the_desktop(
    tmp_path: Path,
) -> None:
    data = tmp_path / "share"
    (data / "mime" / "packages").mkdir(parents=True)
    (data / "mime" / "packages" / "puzzlegui.xml").write_text(mimetype.text(), encoding="utf-8")
    subprocess.run(["update-mime-database", str(data / "mime")], check=True)
    bare = tmp_path / "saved-without-extension"
    bare.write_text("# a comment\nnurikabe 2x2\n1 .\n. .\n", encoding="utf-8")
    notes = tmp_path / "notes.txt"
    notes.write_text("hashi is a word in my notes\n", encoding="utf-8")
    samples = [sample_paths(name)[0] for name in registry.NAMES]
    assert all(path.is_file() for path in samples)
    env = dict(os.environ, XDG_DATA_DIRS=f"{data}:/usr/share", XDG_DATA_HOME=str(tmp_path / "h"))

    def content_type(path: Path) -> str:
        done = subprocess.run(
            ["gio", "info", "-a", "standard::content-type", str(path)],
            env=env, capture_output=True, text=True, check=True,
        )  # fmt: skip
        return done.stdout.rsplit(":", 1)[1].strip()

    for path in [*samples, bare]:
        assert content_type(path) == "text/x-puzzlegui-board", path
    assert content_type(notes) == "text/plain"


def test_install_never_writes_through_a_link_planted_in_the_entrys_folder(
    tmp_path: Path,
) -> None:
    # The entry was written through a fixed `.puzzlegui.desktop.part`: a symlink planted under
    # that name had the entry written into its target, and the menu entry became the link.
    victim = tmp_path / "victim"
    victim.write_text("keep\n")
    applications = tmp_path / "home" / "applications"
    applications.mkdir(parents=True)
    (applications / ".puzzlegui.desktop.part").symlink_to(victim)
    written = integration.install(tmp_path / "home", ["/opt/puzzlegui"])
    assert victim.read_text() == "keep\n"
    assert not written[0].is_symlink()
    assert "Exec=/opt/puzzlegui %f" in written[0].read_text()


def test_uninstall_with_a_folder_in_a_targets_place_says_so_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "applications" / "puzzlegui.desktop").mkdir(parents=True)
    done = subprocess.run(
        [sys.executable, "-m", "puzzlegui", "--uninstall-desktop"],
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.startswith("puzzlegui: cannot remove the desktop entry:")
    assert "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()) == 1
