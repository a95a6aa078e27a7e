"""The hooks of .pre-commit-hooks.yaml with the real `pre-commit` (PyPI) on a sample repository: `pre-commit install`,
then commits that the hooks refuse (an unformatted file, a file with an error) and one they let through.

The sample repository's config points at this repository (`repo:` a local path, `rev:` its HEAD), so the hooks
tested are the committed ones. The `language: system` hooks run the tgl under test, put on PATH."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from conftest import ROOT


def pre_commit() -> list[str]:
    if shutil.which("pre-commit", path=str(Path(sys.executable).parent)):
        return [str(Path(sys.executable).parent / "pre-commit")]
    if shutil.which("pre-commit"):
        return ["pre-commit"]
    pytest.skip("pre-commit is not installed (editors/tests/install.sh installs it in .venv)")


def test_hooks_file() -> None:
    hooks = {hook["id"]: hook for hook in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    assert set(hooks) == {"tgl-fmt", "tgl-check", "tgl-fmt-build", "tgl-check-build"}
    for name in hooks:
        assert hooks[name]["files"] == r"\.tgl$"
        assert hooks[name]["entry"] == ("tgl fmt" if "fmt" in name else "tgl check")
        assert hooks[name]["language"] == ("swift" if name.endswith("-build") else "system")


@pytest.fixture()
def sample(tmp_path: Path, tgl: Path) -> tuple[Path, dict]:
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    committed = subprocess.run(["git", "show", "HEAD:.pre-commit-hooks.yaml"], cwd=ROOT, capture_output=True)
    if committed.returncode != 0 or committed.stdout != (ROOT / ".pre-commit-hooks.yaml").read_bytes():
        pytest.skip(".pre-commit-hooks.yaml has uncommitted changes: pre-commit tests what HEAD holds")
    repo = tmp_path / "app"
    repo.mkdir()
    environment = {**os.environ, "PATH": f"{tgl.parent}{os.pathsep}{os.environ['PATH']}",
                   "PRE_COMMIT_HOME": str(tmp_path / "cache"), "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                   "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t", "GIT_CONFIG_NOSYSTEM": "1",
                   "HOME": str(tmp_path)}
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=repo, check=True, env=environment)
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {ROOT}\n    rev: {head.strip()}\n    hooks:\n      - id: tgl-fmt\n      - id: tgl-check\n"
        '        args: [--max-warnings, "0"]\n')
    subprocess.run(["git", "add", "."], cwd=repo, check=True, env=environment)
    subprocess.run(["git", "commit", "-q", "-m", "config"], cwd=repo, check=True, env=environment)
    installed = subprocess.run([*pre_commit(), "install"], cwd=repo, capture_output=True, text=True, env=environment)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    return repo, environment


def commit(repo: Path, environment: dict, message: str) -> subprocess.CompletedProcess:
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True, env=environment)
    return subprocess.run(["git", "commit", "-m", message], cwd=repo, capture_output=True, text=True, env=environment)


def test_commits_pass_through_the_hooks(sample: tuple[Path, dict]) -> None:
    repo, environment = sample
    screen = repo / "screen.tgl"

    # Unformatted: tgl-fmt rewrites the file and the commit is refused; adding the result lets it through.
    screen.write_text("linear S (vert) {\nwidth: 100\n  view A { width: fill; height: 40 }\n}\n")
    refused = commit(repo, environment, "unformatted")
    assert refused.returncode != 0
    output = refused.stdout + refused.stderr
    assert "tgl fmt" in output and "Failed" in output and "files were modified by this hook" in output
    assert screen.read_text() == "linear S (vert) {\n    width: 100\n    view A { width: fill; height: 40 }\n}\n"
    accepted = commit(repo, environment, "formatted")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "tgl check" in accepted.stdout + accepted.stderr

    # An error: tgl-check refuses the commit and shows the diagnostic.
    (repo / "broken.tgl").write_text("frame S {\n    veiw B { }\n}\n")
    refused = commit(repo, environment, "broken")
    assert refused.returncode != 0
    output = refused.stdout + refused.stderr
    assert "broken.tgl:2:5: error[unknown-kind]" in output

    # A warning fails too, with --max-warnings 0 from the config's args.
    (repo / "broken.tgl").write_text("frame S {\n    width: 100\n    height: 100\n"
                                     "    view A { left: 10; right: 10; width: 100; height: 40 }\n}\n")
    refused = commit(repo, environment, "warning")
    assert refused.returncode != 0
    assert "conflicting-constraints" in refused.stdout + refused.stderr

    (repo / "broken.tgl").write_text("frame S {\n    width: 100\n    height: 100\n"
                                     "    view A { left: 10; right: 10; height: 40 }\n}\n")
    accepted = commit(repo, environment, "fixed")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "tgl check" in accepted.stdout + accepted.stderr and "Passed" in accepted.stdout + accepted.stderr
