"""End-to-end tests of issue 17's features with VS Code's own capabilities: it pulls diagnostics and resolves
completion documentation; workspace symbols and diagnostics of files that are not
open, colours, code lenses, hover on a weight, the suppression actions."""

from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

URI = "file:///work/weights.tgl"
TEXT = "linear S (vert) {\n    width: 100\n    height: 300\n    view A { width: fill; height: 20% }\n}\n"


def open_document(client: LanguageClient, text: str = TEXT, uri: str = URI) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="tgl", version=1, text=text)))


async def symbols(client: LanguageClient, query: str, count: int) -> list:
    """The workspace symbols answering `query`, once the background index has `count` of them (5 s at most)."""
    found: list = []
    for _ in range(250):
        found = list(await client.workspace_symbol_async(types.WorkspaceSymbolParams(query=query)) or [])
        if len(found) == count:
            break
        await asyncio.sleep(0.02)
    return found


@pytest.mark.asyncio
async def test_diagnostics_are_pulled(vscode_client: LanguageClient):
    open_document(vscode_client)
    report = await vscode_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=URI)))
    assert report.kind == "full" and [d.code for d in report.items] == ["proportional-weight"]
    again = await vscode_client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=URI), previous_result_id=report.result_id))
    assert again.kind == "unchanged"


@pytest.mark.asyncio
async def test_workspace_symbols_and_diagnostics_of_closed_files(vscode_client: LanguageClient):
    found = await symbols(vscode_client, "", 4)
    assert sorted(symbol.name for symbol in found) == ["Home", "Profile", "avatar", "title"]
    home = (vscode_client.workspace_folder / "home.tgl").as_uri()
    report = await vscode_client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
    by_uri = {item.uri: item for item in report.items}
    assert [d.code for d in by_uri[home].items] == ["missing-size"]
    assert by_uri[home].items[0].code_description.href.endswith("rules.md#missing-size")
    assert by_uri[home].items[0].code_description.href.startswith(("https://", "file://"))


@pytest.mark.asyncio
async def test_colours_and_code_lenses(vscode_client: LanguageClient):
    profile = (vscode_client.workspace_folder / "screens" / "profile.tgl")
    open_document(vscode_client, profile.read_text(encoding="utf-8"), profile.as_uri())
    document = types.TextDocumentIdentifier(uri=profile.as_uri())
    colors = await vscode_client.text_document_document_color_async(types.DocumentColorParams(text_document=document))
    assert [(c.color.red, round(c.color.green * 255), c.color.blue) for c in colors] == [(1, 128, 0)]
    lenses = await vscode_client.text_document_code_lens_async(types.CodeLensParams(text_document=document))
    assert [lens.command.title for lens in lenses] == ["390 × 844 (390 × 844 @3x, portrait, width: compact, height: regular)"]


@pytest.mark.asyncio
async def test_completion_documentation_comes_with_resolve(vscode_client: LanguageClient):
    open_document(vscode_client)
    result = await vscode_client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=3, character=22)))
    fill = next(item for item in result.items if item.label == "fill")
    assert fill.documentation is None
    assert fill.text_edit.range == types.Range(start=types.Position(line=3, character=20),
                                               end=types.Position(line=3, character=24))
    resolved = await vscode_client.completion_item_resolve_async(fill)
    assert resolved.documentation.value.startswith("fill: the space that is left")


@pytest.mark.asyncio
async def test_hover_on_a_weight_and_suppressing_a_rule(vscode_client: LanguageClient):
    open_document(vscode_client)
    hover = await vscode_client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=3, character=36)))
    # The only weight of S takes all of its free height: 300.
    assert "height = 20% of the free space of S: 20/20 of 300 = 300" in hover.contents.value
