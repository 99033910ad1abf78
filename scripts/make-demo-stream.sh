#!/bin/sh
# Makes the demo pages' looping stand-in streams (server/demo-stream/media/<clip>/), one per
# demo topic (shared/api/demo-stream.ts: DEMO_CLIPS): scenes the project draws itself as SVG
# (scripts/demo-scenes/, no outside footage), rasterised by ffmpeg's librsvg into an 8-second
# clip, cut into four 2-second H.264 MPEG-TS segments that each start on a key frame, plus a
# poster. Run it again only to change a scene; the files are committed (named .mpegts so
# TypeScript tools leave them alone; served as .ts), so CI and `npm start` never need ffmpeg.
# The server serves piece n mod 4 as segment n with its PTS/DTS/PCR moved on by whole loops
# (server/demo-stream/mpegts.ts); their start times are CLIP_SEGMENTS in server/demo-stream/hls.ts.
# Usage: sh scripts/make-demo-stream.sh [clip ...]   (needs Debian's ffmpeg: apt-get install -y ffmpeg)
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
media="$root/server/demo-stream/media"
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
clips="${*:-extreme sport wildlife travel cooking film korean-tv motorsport beach golf studio}"
for clip in $clips; do
  out="$media/$clip"
  rm -rf "$out" "$frames/$clip"
  mkdir -p "$out"
  # 96 frames: 8 s at 12 frames a second, the loop's phase 0 to 95/96.
  (cd "$root" && npx tsx scripts/demo-scenes/render.ts "$clip" "$frames/$clip" 96)
  # Flat drawn colours and a modest bitrate keep each segment in the tens of kilobytes.
  # A key frame every 2 s (24 frames) lets each segment stand alone.
  ffmpeg -loglevel error -framerate 12 -i "$frames/$clip/%03d.svg" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 90k -maxrate 110k -bufsize 110k \
    -g 24 -keyint_min 24 -sc_threshold 0 -an \
    -f segment -segment_time 2 -segment_format mpegts -reset_timestamps 0 \
    "$frames/$clip/clip%d.ts"
  # Stored as .mpegts (Debian's ffmpeg 5.1 segment muxer writes no stream to that name itself).
  for piece in 0 1 2 3; do mv "$frames/$clip/clip$piece.ts" "$out/clip$piece.mpegts"; done
  # The poster: the frame at 3 s, where each scene's action is under way.
  ffmpeg -loglevel error -i "$frames/$clip/036.svg" -frames:v 1 -q:v 5 "$out/poster.jpg"
done
ls -lR "$media"
