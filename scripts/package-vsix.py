#!/usr/bin/env python3
"""Builds the VS Code extension package (.vsix) of editors/vscode without npm or vsce.

    python3 scripts/package-vsix.py [--out DIR] [--bundle PATH --target PLATFORM]

A .vsix is a zip (Open Packaging Conventions): `extension.vsixmanifest` (the package's identity, read from
package.json), `[Content_Types].xml` (a content type for every file) and the extension under `extension/`:
package.json, extension.js, client.js (the language client that needs no npm module), the grammar, the language
configuration, README.md, CHANGELOG.md and LICENSE.txt. `vscode-languageclient` is not included: without it
extension.js uses client.js.

--bundle PATH puts a `tgl` executable in the package as extension/bin/tgl, which the extension runs when
`tgl.server.path` is empty; such a package is for one platform, named by --target (e.g. linux-x64, darwin-arm64).
The file is dist/tgl-VERSION.vsix, or dist/tgl-TARGET-VERSION.vsix with --target. Entries have a fixed date
(SOURCE_DATE_EPOCH when set), so the same sources give the same package.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
import zipfile
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

ROOT = Path(__file__).resolve().parents[1]
EXTENSION = ROOT / "editors" / "vscode"
# What goes into extension/ (source in editors/vscode, name in the package).
FILES = [
    ("package.json", "package.json"),
    ("extension.js", "extension.js"),
    ("client.js", "client.js"),
    ("language-configuration.json", "language-configuration.json"),
    ("syntaxes/tgl.tmLanguage.json", "syntaxes/tgl.tmLanguage.json"),
    ("README.md", "README.md"),
    ("CHANGELOG.md", "CHANGELOG.md"),
    ("LICENSE", "LICENSE.txt"),
]
CONTENT_TYPES = {
    ".json": "application/json",
    ".js": "application/javascript",
    ".md": "text/markdown",
    ".txt": "text/plain",
    ".vsixmanifest": "text/xml",
}
TARGETS = {"linux-x64", "linux-arm64", "linux-armhf", "alpine-x64", "alpine-arm64", "darwin-x64", "darwin-arm64",
           "win32-x64", "win32-arm64"}


def manifest_xml(package: dict, target: str | None) -> str:
    keywords = list(package.get("keywords", []))
    languages = [language["id"] for language in package.get("contributes", {}).get("languages", [])]
    tags = keywords + [f"__ext_{extension.lstrip('.')}" for language in package["contributes"]["languages"]
                       for extension in language.get("extensions", [])] + languages
    platform = f" TargetPlatform={quoteattr(target)}" if target else ""
    properties = [
        ("Microsoft.VisualStudio.Code.Engine", package["engines"]["vscode"]),
        ("Microsoft.VisualStudio.Code.ExtensionDependencies", ",".join(package.get("extensionDependencies", []))),
        ("Microsoft.VisualStudio.Code.ExtensionPack", ",".join(package.get("extensionPack", []))),
        ("Microsoft.VisualStudio.Code.ExtensionKind", "workspace"),
        ("Microsoft.VisualStudio.Code.LocalizedLanguages", ""),
        ("Microsoft.VisualStudio.Services.GitHubFlavoredMarkdown", "true"),
        ("Microsoft.VisualStudio.Services.Content.Pricing", "Free"),
    ]
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011" '
        'xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">',
        "  <Metadata>",
        f"    <Identity Language=\"en-US\" Id={quoteattr(package['name'])} Version={quoteattr(package['version'])} "
        f"Publisher={quoteattr(package['publisher'])}{platform}/>",
        f"    <DisplayName>{escape(package['displayName'])}</DisplayName>",
        f"    <Description xml:space=\"preserve\">{escape(package['description'])}</Description>",
        f"    <Tags>{escape(','.join(dict.fromkeys(tags)))}</Tags>",
        f"    <Categories>{escape(','.join(package.get('categories', [])))}</Categories>",
        "    <GalleryFlags>Public</GalleryFlags>",
        "    <Properties>",
        *[f"      <Property Id={quoteattr(key)} Value={quoteattr(value)}/>" for key, value in properties],
        "    </Properties>",
        "    <License>extension/LICENSE.txt</License>",
        "  </Metadata>",
        "  <Installation>",
        '    <InstallationTarget Id="Microsoft.VisualStudio.Code"/>',
        "  </Installation>",
        "  <Dependencies/>",
        "  <Assets>",
        '    <Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true"/>',
        '    <Asset Type="Microsoft.VisualStudio.Services.Content.Details" Path="extension/README.md" Addressable="true"/>',
        '    <Asset Type="Microsoft.VisualStudio.Services.Content.Changelog" Path="extension/CHANGELOG.md" '
        'Addressable="true"/>',
        '    <Asset Type="Microsoft.VisualStudio.Services.Content.License" Path="extension/LICENSE.txt" '
        'Addressable="true"/>',
        "  </Assets>",
        "</PackageManifest>",
    ]
    return "\n".join(lines) + "\n"


def content_types_xml(names: list[str]) -> str:
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">']
    for extension in sorted({Path(name).suffix for name in names if Path(name).suffix}):
        lines.append(f'  <Default Extension="{extension}" ContentType="{CONTENT_TYPES[extension]}"/>')
    for name in names:
        if not Path(name).suffix:
            lines.append(f'  <Override PartName="/{name}" ContentType="application/octet-stream"/>')
    lines.append("</Types>")
    return "\n".join(lines) + "\n"


def build(out: Path, bundle: Path | None, target: str | None) -> Path:
    package = json.loads((EXTENSION / "package.json").read_text(encoding="utf-8"))
    stamp = time.gmtime(int(os.environ.get("SOURCE_DATE_EPOCH", "315532800")))[:6]
    entries: list[tuple[str, bytes, int]] = []
    for source, name in FILES:
        entries.append((f"extension/{name}", (EXTENSION / source).read_bytes(), 0o644))
    if bundle:
        entries.append(("extension/bin/tgl", bundle.read_bytes(), 0o755))
    names = [name for name, _, _ in entries]
    head = [("extension.vsixmanifest", manifest_xml(package, target).encode(), 0o644),
            ("[Content_Types].xml", content_types_xml(["extension.vsixmanifest", *names]).encode(), 0o644)]
    out.mkdir(parents=True, exist_ok=True)
    platform = f"-{target}" if target else ""
    path = out / f"{package['name']}{platform}-{package['version']}.vsix"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data, mode in head + entries:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = (0o100000 | mode) << 16
            archive.writestr(info, data)
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--bundle", type=Path, help="a tgl executable to include as extension/bin/tgl")
    parser.add_argument("--target", help="the platform of a bundled tgl: " + ", ".join(sorted(TARGETS)))
    args = parser.parse_args()
    if bool(args.bundle) != bool(args.target):
        parser.error("--bundle and --target go together: a package with a binary is for one platform")
    if args.target and args.target not in TARGETS:
        parser.error(f"unknown target '{args.target}'")
    print(build(args.out, args.bundle, args.target))
    return 0


if __name__ == "__main__":
    sys.exit(main())
