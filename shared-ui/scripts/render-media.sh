#!/usr/bin/env bash
# Regenerates every raster / video asset in shared-ui/assets from the SVG
# sources and the frame generator in this folder.
#
#   bash shared-ui/scripts/render-media.sh            # everything
#   bash shared-ui/scripts/render-media.sh svg        # only rewrite SVG sources
#   bash shared-ui/scripts/render-media.sh brand hero video   # pick steps
#
# Needs: node (>=20), rsvg-convert (Debian: librsvg2-bin), cwebp (webp),
#        ffmpeg with libx264 + libvpx-vp9.
# Intermediate frames go to a temp folder (removed on exit), never the repo.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ASSETS="$(cd "$HERE/../assets" && pwd)"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/render-media.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
JOBS="$(nproc 2>/dev/null || echo 2)"

FPS=24
SECONDS_LOOP=5
FRAMES=$((FPS * SECONDS_LOOP)) # 120 frames, loop phase i/120

need() { command -v "$1" >/dev/null || { echo "missing tool: $1 ($2)" >&2; exit 1; }; }
need node nodejs
need rsvg-convert librsvg2-bin
need cwebp webp
need ffmpeg ffmpeg

size() { stat -c %s "$1"; }
report() { printf '  %-28s %7d bytes\n' "$(basename "$1")" "$(size "$1")"; }

# Encode PNG -> WebP, lowering quality until the file fits under $3 bytes.
webp_under() { # in out maxBytes [startQ]
  local q="${4:-85}"
  while :; do
    cwebp -quiet -q "$q" -m 6 -sharp_yuv "$1" -o "$2"
    [ "$(size "$2")" -le "$3" ] || [ "$q" -le 30 ] && break
    q=$((q - 5))
  done
  echo "  webp q=$q"
}

# Encode PNG -> baseline JPEG via ffmpeg, lowering quality until under $3 bytes.
jpg_under() { # in out maxBytes
  local q=2
  while :; do
    ffmpeg -v error -y -i "$1" -q:v "$q" -pix_fmt yuvj420p "$2"
    [ "$(size "$2")" -le "$3" ] || [ "$q" -ge 12 ] && break
    q=$((q + 1))
  done
  echo "  jpg q:v=$q"
}

step_svg() {
  echo "== SVG sources"
  node "$HERE/build-icons.mjs"
  node "$HERE/build-illustrations.mjs"
  node "$HERE/build-brand.mjs"
  node "$HERE/build-hero.mjs"
}

step_brand() {
  echo "== brand"
  local B="$ASSETS/brand"
  rsvg-convert -w 32 -h 32 "$B/favicon.svg" -o "$B/favicon-32.png"
  # Apple touch icon: full-bleed dark square (iOS rounds the corners itself).
  local inner
  inner="$(sed -e 's/^<svg[^>]*>//' -e 's#</svg>$##' "$B/logo-mark.svg")"
  printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0d1117"/><g transform="translate(6 5.5) scale(.75)">%s</g></svg>' \
    "$inner" >"$TMP/apple.svg"
  rsvg-convert -w 180 -h 180 "$TMP/apple.svg" -o "$B/apple-touch-icon.png"
  report "$B/favicon-32.png"; report "$B/apple-touch-icon.png"
}

step_hero() {
  echo "== hero poster"
  local D="$ASSETS/hero"
  rsvg-convert -w 1280 -h 720 "$D/hero-poster.svg" -o "$TMP/hero.png"
  webp_under "$TMP/hero.png" "$D/hero-poster.webp" $((60 * 1000)) 85
  jpg_under "$TMP/hero.png" "$D/hero-poster.jpg" $((120 * 1000))
  report "$D/hero-poster.webp"; report "$D/hero-poster.jpg"
  # Phones held upright (the page's <picture>: max-aspect-ratio 9/16) show the middle of the
  # frame (object-fit: cover): a cut of it as wide as their hero (at most 0.65 of its height), so
  # the video starts where the poster was, at 520x800 and under 5.2 kB, so it arrives in the
  # first round trip after the page.
  sed 's/width="1600" height="900" \(xmlns="[^"]*"\) viewBox="0 0 1600 900"/width="585" height="900" \1 viewBox="507.5 0 585 900"/' \
    "$D/hero-poster.svg" >"$TMP/hero-portrait.svg"
  rsvg-convert -w 520 -h 800 "$TMP/hero-portrait.svg" -o "$TMP/hero-portrait.png"
  webp_under "$TMP/hero-portrait.png" "$D/hero-poster-portrait.webp" 5200 75
  report "$D/hero-poster-portrait.webp"
}

# render_loop <kind> <width> <height> <outBase> <maxBytes>
render_loop() {
  local kind=$1 w=$2 h=$3 out=$4 max=$5
  local F="$TMP/frames-$kind"
  node "$HERE/render-frames.mjs" "$kind" "$F" "$FRAMES"
  find "$F" -name '*.svg' -print0 | sort -z |
    xargs -0 -P "$JOBS" -I{} sh -c 'rsvg-convert -w '"$w"' -h '"$h"' "$1" -o "${1%.svg}.png"' _ {}

  local crf=20
  while :; do
    ffmpeg -v error -y -framerate "$FPS" -i "$F/f%04d.png" -an \
      -c:v libx264 -preset veryslow -tune animation -crf "$crf" -pix_fmt yuv420p \
      -profile:v high -g "$FRAMES" -movflags +faststart "$out.mp4"
    [ "$(size "$out.mp4")" -le "$max" ] || [ "$crf" -ge 36 ] && break
    crf=$((crf + 2))
  done
  echo "  mp4 crf=$crf"

  local vcrf=30
  while :; do
    ffmpeg -v error -y -framerate "$FPS" -i "$F/f%04d.png" -an \
      -c:v libvpx-vp9 -b:v 0 -crf "$vcrf" -deadline good -cpu-used 1 -row-mt 1 \
      -pix_fmt yuv420p -g "$FRAMES" -pass 1 -passlogfile "$TMP/vp9-$kind" -f null /dev/null
    ffmpeg -v error -y -framerate "$FPS" -i "$F/f%04d.png" -an \
      -c:v libvpx-vp9 -b:v 0 -crf "$vcrf" -deadline good -cpu-used 1 -row-mt 1 \
      -pix_fmt yuv420p -g "$FRAMES" -pass 2 -passlogfile "$TMP/vp9-$kind" "$out.webm"
    [ "$(size "$out.webm")" -le "$max" ] || [ "$vcrf" -ge 50 ] && break
    vcrf=$((vcrf + 3))
  done
  echo "  webm crf=$vcrf"
  report "$out.mp4"; report "$out.webm"
}

step_video() {
  echo "== videos"
  local V="$ASSETS/video"
  mkdir -p "$V"
  render_loop hero 960 540 "$V/hero-loop" $((400 * 1000))
  render_loop tow 854 480 "$V/tow-truck-loop" $((350 * 1000))
  # poster = frame 0 of the tow loop (same render the video starts on)
  webp_under "$TMP/frames-tow/f0000.png" "$V/tow-truck-poster.webp" $((40 * 1000)) 82
  report "$V/tow-truck-poster.webp"
}

steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(svg brand hero video)
for s in "${steps[@]}"; do
  case "$s" in
    svg) step_svg ;; brand) step_brand ;; hero) step_hero ;; video) step_video ;;
    *) echo "unknown step: $s (svg|brand|hero|video)" >&2; exit 1 ;;
  esac
done
echo "done"
