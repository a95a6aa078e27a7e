#!/bin/sh
# Makes the release files of tgl VERSION in dist/VERSION/: the source tarball tgl-VERSION.tar.gz (`git archive` of
# the tag vVERSION, or of REF), its SHA-256, and the Homebrew formula tgl.rb with the tarball's URL and SHA-256
# written into packaging/homebrew/tgl.rb.in.
#
#   scripts/release.sh VERSION [--ref REF] [--repository URL] [--out DIR]
#
#   --ref REF          what to archive (default: the tag vVERSION, which must exist)
#   --repository URL   the project's public repository, e.g. https://github.com/OWNER/tgl (default: the `origin`
#                      remote's URL); the formula downloads https://.../releases/download/vVERSION/tgl-VERSION.tar.gz
#   --out DIR          where to write (default: dist/VERSION)
#
# Then: upload tgl-VERSION.tar.gz to the release vVERSION, and commit tgl.rb to the tap as Formula/tgl.rb. The
# version in the sources (TGL.version, printed by `tgl --version`) must be VERSION; the script checks it.
set -eu

version=""
ref=""
repository=""
out=""
while [ $# -gt 0 ]; do
  case $1 in
    --ref) ref=${2:?--ref needs a git revision}; shift 2 ;;
    --repository) repository=${2:?--repository needs a URL}; shift 2 ;;
    --out) out=${2:?--out needs a directory}; shift 2 ;;
    -h | --help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "release.sh: unknown option '$1'" >&2; exit 2 ;;
    *) [ -z "$version" ] || { echo "release.sh: one VERSION only" >&2; exit 2; }; version=$1; shift ;;
  esac
done
[ -n "$version" ] || { echo "usage: scripts/release.sh VERSION [--ref REF] [--repository URL] [--out DIR]" >&2; exit 2; }
echo "$version" | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+$' || { echo "release.sh: VERSION looks like 1.2.3, not '$version'" >&2; exit 2; }

cd "$(dirname "$0")/.."
ref=${ref:-v$version}
git rev-parse --verify --quiet "$ref^{commit}" >/dev/null || { echo "release.sh: no commit '$ref' (tag the release first)" >&2; exit 1; }

# The version the sources print must be the one released.
sources_version=$(git show "$ref:Sources/TGLCommandLine/TGL.swift" | sed -n 's/.*static let version = "\(.*\)".*/\1/p')
[ "$sources_version" = "$version" ] || {
  echo "release.sh: $ref's TGL.version is '$sources_version', not '$version'" >&2
  exit 1
}

if [ -z "$repository" ]; then
  repository=$(git remote get-url origin 2>/dev/null || true)
  repository=${repository%.git}
  case $repository in
    git@github.com:*) repository="https://github.com/${repository#git@github.com:}" ;;
  esac
fi
case $repository in
  https://*) ;;
  *) echo "release.sh: give the public repository with --repository https://... (origin is '$repository')" >&2; exit 1 ;;
esac

out=${out:-dist/$version}
mkdir -p "$out"
tarball=$out/tgl-$version.tar.gz
# `git archive` is reproducible for a given commit: gzip without a timestamp, files in tree order.
git archive --format=tar --prefix="tgl-$version/" "$ref" | gzip -n -9 > "$tarball"
if command -v sha256sum >/dev/null 2>&1; then
  sha256=$(sha256sum "$tarball" | cut -d' ' -f1)
else
  sha256=$(shasum -a 256 "$tarball" | cut -d' ' -f1)
fi
echo "$sha256  tgl-$version.tar.gz" > "$tarball.sha256"

url="$repository/releases/download/v$version/tgl-$version.tar.gz"
sed -e "s|@HOMEPAGE@|$repository|" -e "s|@URL@|$url|" -e "s|@SHA256@|$sha256|" -e "s|@HEAD@|$repository.git|" \
  packaging/homebrew/tgl.rb.in > "$out/tgl.rb"
if grep -q '@[A-Z0-9]*@' "$out/tgl.rb"; then
  echo "release.sh: a placeholder is left in $out/tgl.rb" >&2
  exit 1
fi

echo "release.sh: $tarball ($sha256)"
echo "release.sh: $out/tgl.rb; upload the tarball to the release v$version, then commit tgl.rb to the tap as Formula/tgl.rb"
