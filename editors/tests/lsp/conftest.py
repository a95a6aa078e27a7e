"""Fixtures of the language server's end-to-end tests: `tgl lsp` ($TGL, default .build/debug/tgl) driven by
pytest-lsp, as a client that takes markdown and snippets (VS Code's capabilities) and as one that takes neither.

The tests skip, saying why, when pytest-lsp is not installed (run editors/tests/install.sh) or `tgl lsp --help`
fails (build with `swift build --product tgl` or set TGL).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

try:
    import pytest_lsp
    from lsprotocol import types
    from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
except ImportError as error:  # pragma: no cover - depends on the environment
    pytest.skip(f"pytest-lsp is not installed ({error}); run editors/tests/install.sh", allow_module_level=True)


def tgl_binary() -> Path:
    configured = Path(os.environ.get("TGL", ".build/debug/tgl"))
    return configured if configured.is_absolute() else ROOT / configured


def server_available() -> str | None:
    """Why the server cannot run, or None when it can."""
    binary = tgl_binary()
    if not binary.exists():
        return f"{binary} does not exist (build with `swift build --product tgl` or set TGL)"
    try:
        probe = subprocess.run([str(binary), "lsp", "--help"], capture_output=True, timeout=20, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"`{binary} lsp --help` failed to run ({error})"
    return None if probe.returncode == 0 else f"`{binary} lsp --help` exited {probe.returncode}"


REASON = server_available()
if REASON is not None:
    pytest.skip(f"tgl lsp is not available: {REASON}", allow_module_level=True)

CONFIG = ClientServerConfig(server_command=[str(tgl_binary()), "lsp"])
SETTINGS = {"layout": {"canvas": "390,844", "scale": 3, "sizeClass": "w:compact,h:regular", "orientation": "portrait",
                       "rtl": False}}


def plain_capabilities() -> types.ClientCapabilities:
    """A client that reads plain text only and inserts plain text only."""
    return types.ClientCapabilities(
        text_document=types.TextDocumentClientCapabilities(
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.PlainText]),
            completion=types.CompletionClientCapabilities(
                completion_item=types.ClientCompletionItemOptions(
                    snippet_support=False, documentation_format=[types.MarkupKind.PlainText])),
        ))


def answer_server_requests(lsp_client: LanguageClient) -> list:
    """Answers `client/registerCapability` and `workspace/codeLens/refresh` as an editor does (pytest-lsp answers
    the diagnostics refresh itself); returns the list they are recorded in."""
    received: list = []
    if types.CLIENT_REGISTER_CAPABILITY not in lsp_client.protocol.fm.features:

        @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
        def register(params):
            received.append(params)

    if types.WORKSPACE_CODE_LENS_REFRESH not in lsp_client.protocol.fm.features:

        @lsp_client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
        def refresh_lenses(params):
            received.append(types.WORKSPACE_CODE_LENS_REFRESH)

    return received


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    """VS Code's capabilities (markdown, snippets) without pull diagnostics, so that the server pushes them, and the
    editors' layout settings."""
    answer_server_requests(lsp_client)
    capabilities = client_capabilities("visual-studio-code")
    capabilities.text_document.diagnostic = None
    params = types.InitializeParams(capabilities=capabilities, initialization_options=SETTINGS)
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def vscode_client(lsp_client: LanguageClient):
    """VS Code's capabilities as they are (it pulls diagnostics), with a workspace folder of two .tgl files."""
    answer_server_requests(lsp_client)
    folder = Path(os.environ.get("TGL_LSP_WORKSPACE", "/tmp")) / f"tgl-lsp-workspace-{os.getpid()}"
    (folder / "screens").mkdir(parents=True, exist_ok=True)
    (folder / "home.tgl").write_text("linear Home (vert) {\n    label title { width: fill }\n}\n", encoding="utf-8")
    (folder / "screens" / "profile.tgl").write_text(
        "relative Profile {\n    image avatar { size: 40, 40; background: #FF8000 }\n}\n", encoding="utf-8")
    lsp_client.workspace_folder = folder
    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), initialization_options=SETTINGS,
        workspace_folders=[types.WorkspaceFolder(uri=folder.as_uri(), name="ws")])
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()
    shutil.rmtree(folder, ignore_errors=True)


@pytest_lsp.fixture(config=CONFIG)
async def plain_client(lsp_client: LanguageClient):
    """Neither markdown nor snippets, and no settings."""
    await lsp_client.initialize_session(types.InitializeParams(capabilities=plain_capabilities()))
    yield
    await lsp_client.shutdown_session()
