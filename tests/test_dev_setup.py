"""dev.py's setup on a bare machine: a half-made .venv is found and rebuilt, pip's wheel is
checked against its pinned hash, and a missing library stops setup before the download."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _dev() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


dev = _dev()
THIS = "{}.{}".format(*sys.version_info[:2])


@pytest.fixture
def venv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / ".venv"
    monkeypatch.setattr(dev, "VENV", folder)
    monkeypatch.setattr(dev, "STAMP", folder / "puzzlegui-installed")
    return folder


def _make(folder: Path, version: str = THIS, pip: bool = True, python: bool = True) -> None:
    (folder / "bin").mkdir(parents=True)
    (folder / "pyvenv.cfg").write_text(f"home = /usr/bin\nversion = {version}.2\n")
    target = Path(sys.executable) if python else folder / "gone" / "python3"
    (folder / "bin" / "python").symlink_to(target)
    if pip:
        package = folder / "lib" / f"python{version}" / "site-packages" / "pip"
        package.mkdir(parents=True)
        (package / "__init__.py").write_text("")


def test_a_whole_venv_is_used_as_it_is(venv: Path) -> None:
    _make(venv)
    assert dev.venv_problem() is None


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        ({"pip": False}, "it has no pip"),
        ({"python": False}, "the Python it was made with is gone (moved or upgraded)"),
        ({"version": "3.9"}, f"it was made with Python 3.9, this is Python {THIS}"),
    ],
)
def test_a_half_made_venv_is_named(venv: Path, damage: dict[str, object], said: str) -> None:
    _make(venv, **damage)  # type: ignore[arg-type]
    assert dev.venv_problem() == said


def test_a_folder_that_is_no_venv_and_none_at_all(venv: Path) -> None:
    assert dev.venv_problem() == "there is none yet"
    venv.mkdir()
    (venv / "leftover").write_text("x")
    assert dev.venv_problem() == "it is not a virtual environment"


def test_a_half_made_venv_is_rebuilt_not_fatal(
    venv: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _make(venv, pip=False)
    (venv / "marker").write_text("old")
    monkeypatch.setattr(dev, "bootstrap_pip", lambda: None)
    dev.create_venv()
    assert not (venv / "marker").exists()
    assert (venv / "pyvenv.cfg").is_file()
    assert "Rebuilding .venv: it has no pip ..." in capsys.readouterr().out


def test_a_pip_wheel_with_another_hash_is_refused(
    venv: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(dev, "fetch", lambda url: b"not the wheel")
    with pytest.raises(dev.SetupFailed):
        dev.bootstrap_pip()
    assert "its sha256 is not the one dev.py expects" in capsys.readouterr().err


def test_missing_libraries_stop_before_anything_is_downloaded(
    venv: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doctor = dev.doctor()
    monkeypatch.setattr(doctor, "check_platforms", lambda *a, **k: 2)
    monkeypatch.setattr(dev, "create_venv", lambda: pytest.fail("downloaded first"))
    with pytest.raises(dev.MustInstall):
        dev.ensure_venv(["offscreen"])
