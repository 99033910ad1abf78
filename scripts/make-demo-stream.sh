#!/bin/sh
# Makes the demo pages' looping stand-in streams (server/demo-stream/media/<clip>/), one per
# demo topic (shared/api/demo-stream.ts: DEMO_CLIPS): scenes the project draws itself as SVG
# (scripts/demo-scenes/, no outside footage), rasterised by ffmpeg's librsvg into an 8-second
# clip, cut into four 2-second H.264 MPEG-TS segments that each start on a key frame, plus a
# poster. Run it again only to change a scene; the files are committed (named .mpegts so
# TypeScript tools leave them alone; served as .ts), so CI and `npm start` never need ffmpeg.
# The server serves piece n mod 4 as segment n with its PTS/DTS/PCR moved on by whole loops
# (server/demo-stream/mpegts.ts); their start times are CLIP_SEGMENTS in server/demo-stream/hls.ts.
# The `names` step draws the lower thirds (server/demo-stream/media/names/): for each demo
# channel's program segment that names catalog items (server/demo/programs.ts), its clip's
# first two pieces again with those names on a bar, encoded exactly as the clip (the same
# frame phases and timestamps, so the server swaps them in for clip0 and clip1), and
# names.json, channel id → segment index → names. Run it again when a program's names change
# (server/demo-stream/names.test.ts says so).
# Usage: sh scripts/make-demo-stream.sh [clip | names ...]   (none: every clip, then names)
# (needs Debian's ffmpeg: apt-get install -y ffmpeg)
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
media="$root/server/demo-stream/media"
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
steps="${*:-extreme sport wildlife travel cooking film korean-tv motorsport beach golf studio names}"

# SVG frames $1/000.svg… at 12 frames a second into 2-second pieces $1/clip0.ts, clip1.ts…
# Flat drawn colours and a modest bitrate keep each segment in the tens of kilobytes.
# A key frame every 2 s (24 frames) lets each segment stand alone.
encode() {
  ffmpeg -loglevel error -framerate 12 -i "$1/%03d.svg" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 90k -maxrate 110k -bufsize 110k \
    -g 24 -keyint_min 24 -sc_threshold 0 -an \
    -f segment -segment_time 2 -segment_format mpegts -reset_timestamps 0 \
    "$1/clip%d.ts"
}

clip() {
  out="$media/$1"
  rm -rf "$out" "$frames/$1"
  mkdir -p "$out"
  # 96 frames: 8 s at 12 frames a second, the loop's phase 0 to 95/96.
  (cd "$root" && npx tsx scripts/demo-scenes/render.ts "$1" "$frames/$1" 96)
  encode "$frames/$1"
  # Stored as .mpegts (Debian's ffmpeg 5.1 segment muxer writes no stream to that name itself).
  for piece in 0 1 2 3; do mv "$frames/$1/clip$piece.ts" "$out/clip$piece.mpegts"; done
  # The poster: the frame at 3 s, where each scene's action is under way.
  ffmpeg -loglevel error -i "$frames/$1/036.svg" -frames:v 1 -q:v 5 "$out/poster.jpg"
}

names() {
  out="$media/names"
  rm -rf "$out" "$frames/names"
  mkdir -p "$out"
  # 48 frames per named segment (the loop's phase 0 to 47/96), and names.json.
  (cd "$root" && npx tsx scripts/demo-scenes/render-names.ts "$frames/names" "$out/names.json")
  for segment in "$frames"/names/*/*; do
    channel="$(basename "$(dirname "$segment")")"
    index="$(basename "$segment")"
    encode "$segment"
    if [ ! -f "$segment/clip1.ts" ] || [ -e "$segment/clip2.ts" ]; then
      echo "names: $channel/$index did not encode into two pieces" >&2
      exit 1
    fi
    mkdir -p "$out/$channel"
    for piece in 0 1; do mv "$segment/clip$piece.ts" "$out/$channel/$index-$piece.mpegts"; done
  done
  # The manifest as the repository's formatter writes JSON (biome check runs on it).
  (cd "$root" && npx biome format --write "$out/names.json" >/dev/null)
}

for step in $steps; do
  if [ "$step" = names ]; then names; else clip "$step"; fi
done
ls -lR "$media"
