"""End-to-end tests of `tgl lsp` with a real LSP client (pytest-lsp): every feature, UTF-16 positions with CJK
and emoji names, a client that takes markdown and snippets and one that takes neither, and settings."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

URI = "file:///work/screen.tgl"
EXAMPLE = """// A screen with a CJK name and an emoji name, and one error (line 8: width lacks its ':').
relative S {
    width: 100
    height: 200
    
    /// The title.
    label 标题 { left: 0; top: 0; width: fill; height: 20 }
    view 🙂 { left: 10; top: 标题.bottom + 10; width: 50; height: 30 }
    view B { top: 🙂.bottom; size: 40, 10; width 40 }
}
"""
LINES = EXAMPLE.split("\n")


def utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def pos(line: int, needle: str, shift: int = 0) -> types.Position:
    """The position of `needle` on `line` (UTF-16), moved by `shift` code units."""
    return types.Position(line=line, character=utf16(LINES[line][: LINES[line].index(needle)]) + shift)


def span(line: int, needle: str) -> types.Range:
    start = pos(line, needle)
    return types.Range(start=start, end=types.Position(line=line, character=start.character + utf16(needle)))


def document() -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=URI)


async def open_example(client: LanguageClient, text: str = EXAMPLE, uri: str = URI) -> list[types.Diagnostic]:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="tgl", version=1, text=text)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return list(client.diagnostics[uri])


async def hover(client: LanguageClient, position: types.Position) -> types.Hover | None:
    return await client.text_document_hover_async(types.HoverParams(text_document=document(), position=position))


async def complete(client: LanguageClient, position: types.Position) -> list[types.CompletionItem]:
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=document(), position=position))
    return result.items if isinstance(result, types.CompletionList) else list(result or [])


# Diagnostics


@pytest.mark.asyncio
async def test_diagnostics_after_open_have_codes_links_and_the_version(client: LanguageClient):
    diagnostics = await open_example(client)
    syntax = [d for d in diagnostics if d.code == "syntax"]
    assert [d.message for d in syntax] == ["expected ':' after 'width'"]
    assert syntax[0].range.start == pos(8, "width 40", 5)
    assert syntax[0].severity == types.DiagnosticSeverity.Error
    assert syntax[0].code_description.href.endswith("rules.md#syntax")
    assert syntax[0].source == "tgl"


@pytest.mark.asyncio
async def test_diagnostics_after_every_change(client: LanguageClient):
    await open_example(client)
    fix = types.TextDocumentContentChangePartial(range=types.Range(start=pos(8, "width 40", 5), end=pos(8, "width 40", 5)), text=":")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2), content_changes=[fix]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert not [d for d in client.diagnostics[URI] if d.code == "syntax"]
    assert any(d.code == "duplicate-property" for d in client.diagnostics[URI]), client.diagnostics[URI]


# Hover


@pytest.mark.asyncio
async def test_hover_in_markdown_on_a_cjk_name(client: LanguageClient):
    await open_example(client)
    result = await hover(client, pos(6, "标题", 1))
    assert result.range == span(6, "标题")
    assert result.contents.kind == types.MarkupKind.Markdown
    value = result.contents.value
    assert value.startswith("**label 标题** in `relative S`\n\nThe title.")
    assert "`(0, 0, 100, 20)` in S" in value
    assert "390 × 844 @3x, portrait, width: compact, height: regular" in value
    assert "`width = fill: 100 = 100`" in value


@pytest.mark.asyncio
async def test_hover_on_an_emoji_and_on_a_reference(client: LanguageClient):
    await open_example(client)
    emoji = await hover(client, pos(7, "🙂", 1))
    assert emoji.range == span(7, "🙂")
    assert "`(10, 30, 50, 30)` in S" in emoji.contents.value
    reference = await hover(client, pos(7, "标题.bottom"))
    assert reference.range == span(7, "标题")
    assert reference.contents.value.startswith("**label 标题**")


@pytest.mark.asyncio
async def test_hover_in_plain_text_for_a_plain_client(plain_client: LanguageClient):
    await open_example(plain_client)
    result = await hover(plain_client, pos(7, "🙂"))
    assert result.contents.kind == types.MarkupKind.PlainText
    assert result.contents.value.startswith("view 🙂 in relative S\n(10, 30, 50, 30) in S, (10, 30, 50, 30) in the document")
    assert "environment: 375 × 667 @2x, portrait" in result.contents.value


@pytest.mark.asyncio
async def test_settings_change_hover_and_publish_diagnostics_again(client: LanguageClient):
    await open_example(client)
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"tgl": {"layout": {"canvas": "844,390", "orientation": "landscape", "rtl": True}}}))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    result = await hover(client, pos(1, "S"))
    assert "844 × 390 @2x, landscape, right-to-left" in result.contents.value


# Completion


@pytest.mark.asyncio
async def test_completion_of_members_with_snippets(client: LanguageClient):
    await open_example(client)
    items = {item.label: item for item in await complete(client, types.Position(line=4, character=4))}
    assert {"padding", "left", "view", "label", "when"} <= items.keys()
    assert "width" not in items, "already set"
    assert items["padding"].insert_text_format == types.InsertTextFormat.Snippet
    assert items["view"].text_edit.new_text == "view ${1:name} {\n\t$0\n}"
    # VS Code resolves documentation: the list leaves it out.
    assert items["padding"].documentation is None
    resolved = await client.completion_item_resolve_async(items["padding"])
    assert resolved.documentation.kind == types.MarkupKind.Markdown


@pytest.mark.asyncio
async def test_completion_without_snippets_for_a_plain_client(plain_client: LanguageClient):
    await open_example(plain_client)
    items = await complete(plain_client, types.Position(line=4, character=4))
    assert items and all(item.insert_text_format in (None, types.InsertTextFormat.PlainText) for item in items)
    padding = next(item for item in items if item.label == "padding")
    assert padding.text_edit.new_text == "padding: "
    # Documentation waits for resolve also without resolveSupport (LSP 3.17 lets `documentation` always be
    # resolved lazily); it comes in the client's format.
    assert padding.documentation is None
    resolved = await plain_client.completion_item_resolve_async(padding)
    assert resolved.documentation.kind == types.MarkupKind.PlainText


@pytest.mark.asyncio
async def test_completion_of_values_names_and_attributes(client: LanguageClient):
    await open_example(client)
    # B is next to 🙂 and one further from 标题: the nearer first; a position takes no `self`.
    after_top = await complete(client, pos(8, "🙂.bottom"))
    assert [item.label for item in after_top] == ["🙂", "标题", "parent"]
    assert after_top[0].text_edit.range == span(8, "🙂")
    # `top: 标题.|bottom`: the vertical positions, the opposite edge first.
    attributes = [item.label for item in await complete(client, pos(7, "bottom + 10"))]
    assert attributes == ["bottom", "top", "centerY", "baseline"]
    sizes = [item.label for item in await complete(client, pos(7, "50"))]
    assert sizes[:3] == ["wrap", "fill", "average"]


# Formatting


@pytest.mark.asyncio
async def test_formatting_leaves_a_file_with_errors_alone(client: LanguageClient):
    await open_example(client)
    options = types.FormattingOptions(tab_size=4, insert_spaces=True)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=document(), options=options))
    assert list(edits) == []
    ranged = await client.text_document_range_formatting_async(types.DocumentRangeFormattingParams(
        text_document=document(), range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=9, character=0)), options=options))
    assert list(ranged) == []


@pytest.mark.asyncio
async def test_formatting_and_range_formatting(client: LanguageClient):
    uri = "file:///work/clean.tgl"
    await open_example(client, "linear S {\nview 标题 {width:10}\n  view B {}\n}\n", uri)
    options = types.FormattingOptions(tab_size=4, insert_spaces=True)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=types.TextDocumentIdentifier(uri=uri), options=options))
    assert edits
    ranged = await client.text_document_range_formatting_async(types.DocumentRangeFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=3)), options=options))
    assert [edit.range.start.line for edit in ranged] == [2]


# Navigation and rename


@pytest.mark.asyncio
async def test_definition_references_and_highlights_of_a_cjk_name(client: LanguageClient):
    await open_example(client)
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document(), position=pos(7, "标题")))
    assert [location.range for location in definition] == [span(6, "标题")]
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=document(), position=pos(6, "标题"), context=types.ReferenceContext(include_declaration=True)))
    assert [location.range for location in references] == [span(6, "标题"), span(7, "标题")]
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=document(), position=pos(8, "🙂")))
    assert [(h.range, h.kind) for h in highlights] == [
        (span(7, "🙂"), types.DocumentHighlightKind.Write), (span(8, "🙂"), types.DocumentHighlightKind.Read)]


@pytest.mark.asyncio
async def test_rename_an_emoji_name_and_refusals(client: LanguageClient):
    await open_example(client)
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=document(), position=pos(7, "🙂")))
    assert prepared.range == span(7, "🙂") and prepared.placeholder == "🙂"
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=document(), position=pos(8, "🙂"), new_name="🙃"))
    assert [(e.range, e.new_text) for e in edit.changes[URI]] == [(span(7, "🙂"), "🙃"), (span(8, "🙂"), "🙃")]
    with pytest.raises(Exception, match="a view named 'B' already exists"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=document(), position=pos(7, "🙂"), new_name="B"))
    with pytest.raises(Exception, match="'wrap' is a keyword"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=document(), position=pos(7, "🙂"), new_name="wrap"))
    with pytest.raises(Exception, match="not a valid name"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=document(), position=pos(7, "🙂"), new_name="9lives"))


# Outline, folding, selection, semantic tokens, inlay hints, code actions


@pytest.mark.asyncio
async def test_document_symbols_folding_and_selection(client: LanguageClient):
    await open_example(client)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document()))
    assert [s.name for s in symbols] == ["S"]
    assert [s.name for s in symbols[0].children] == ["标题", "🙂", "B"]
    assert symbols[0].children[1].selection_range == span(7, "🙂")
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=document()))
    assert [(f.start_line, f.end_line) for f in folds] == [(1, 8)]
    selections = await client.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=document(), positions=[pos(7, "🙂")]))
    assert selections[0].range == span(7, "🙂")
    assert selections[0].parent.range.start == pos(7, "view")


@pytest.mark.asyncio
async def test_semantic_tokens_full_and_range(client: LanguageClient):
    await open_example(client)
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=document()))
    assert len(full.data) % 5 == 0 and full.data
    ranged = await client.text_document_semantic_tokens_range_async(types.SemanticTokensRangeParams(
        text_document=document(), range=types.Range(start=types.Position(line=7, character=0), end=types.Position(line=8, character=0))))
    # `view` (a type), then `🙂` (a declared class) two UTF-16 units long.
    assert list(ranged.data[:5]) == [7, 4, 4, 5, 0]
    assert list(ranged.data[5:10]) == [0, 5, 2, 6, 1]


@pytest.mark.asyncio
async def test_inlay_hints_show_each_size(client: LanguageClient):
    await open_example(client)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=document(), range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=10, character=0))))
    assert [(h.position, h.label) for h in hints] == [
        (pos(1, "S", 1), "100 × 200"), (pos(6, "标题", 2), "100 × 20"), (pos(7, "🙂", 2), "50 × 30"),
        (pos(8, "B", 1), "40 × 10")]


@pytest.mark.asyncio
async def test_code_actions_quick_fix_and_refactor(client: LanguageClient):
    diagnostics = await open_example(client)
    at_error = types.Range(start=pos(8, "width 40"), end=pos(8, "width 40"))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=document(), range=at_error, context=types.CodeActionContext(diagnostics=diagnostics)))
    fix = next(a for a in actions if a.title == "Insert ':'")
    assert fix.kind == types.CodeActionKind.QuickFix
    assert fix.diagnostics[0].message == "expected ':' after 'width'"
    assert fix.edit.changes[URI][0].new_text == ":"
    at_size = types.Range(start=pos(8, "size"), end=pos(8, "size"))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=document(), range=at_size, context=types.CodeActionContext(diagnostics=[])))
    split = next(a for a in actions if a.kind == types.CodeActionKind.RefactorRewrite)
    assert split.edit.changes[URI][0].new_text == "width: 40; height: 10"
