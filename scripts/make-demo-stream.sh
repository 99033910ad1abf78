#!/bin/sh
# Makes the demo pages' looping stream (server/demo-stream/media): an 8-second clip drawn by
# ffmpeg's own generators (no outside footage), cut into four 2-second H.264 MPEG-TS segments
# that each start on a key frame, plus a poster. Run it again only to change the clip; the
# files are committed (named .mpegts so TypeScript tools leave them alone; served as .ts), so CI and `npm start` never need ffmpeg.
# The server serves piece n mod 4 as segment n with its PTS/DTS/PCR moved on by whole loops
# (server/demo-stream/mpegts.ts); their start times are CLIP_SEGMENTS in server/demo-stream/hls.ts.
# Usage: sh scripts/make-demo-stream.sh   (needs Debian's ffmpeg: apt-get install -y ffmpeg)
set -eu
out="$(dirname "$0")/../server/demo-stream/media"
mkdir -p "$out"
rm -f "$out"/*.mpegts "$out"/poster.jpg
# Soft moving colour gradients; 12 frames a second and a modest bitrate keep each segment
# in the tens of kilobytes. A key frame every 2 s (24 frames) lets each segment stand alone.
ffmpeg -loglevel error -f lavfi -i "gradients=s=384x216:d=8:r=12:speed=0.03:n=3:seed=16" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 90k -maxrate 110k -bufsize 110k \
  -g 24 -keyint_min 24 -sc_threshold 0 -an \
  -f segment -segment_time 2 -segment_format mpegts -reset_timestamps 0 \
  "$out/clip%d.mpegts"
ffmpeg -loglevel error -f lavfi -i "gradients=s=384x216:d=1:r=12:speed=0.03:n=3:seed=16" \
  -frames:v 1 -q:v 6 "$out/poster.jpg"
ls -l "$out"
