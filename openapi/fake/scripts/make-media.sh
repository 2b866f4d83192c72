#!/usr/bin/env bash
# Generates the small HLS sample served by the fake provider (openapi/fake/media/).
#
#   openapi/fake/scripts/make-media.sh        # needs ffmpeg (apt-get install -y ffmpeg)
#
# Output (committed; total well under 1 MB):
#   media/vod/master.m3u8                     3 renditions, 10 s, 2 s MPEG-TS segments
#   media/vod/{240p,360p,480p}/index.m3u8     #EXT-X-PLAYLIST-TYPE:VOD, seg_000.ts ... seg_004.ts
#   media/trailer/master.m3u8                 2 renditions, 5 s, a different look and tone
#   media/trailer/{240p,360p}/index.m3u8
#
# The VOD shows ffmpeg's moving "testsrc" pattern (it has a built-in scrolling gradient and
# timestamp) plus a burnt-in clock and frame counter, with a 440 Hz tone. The trailer is a
# hue-cycling "testsrc2" pattern with a "TRAILER" caption and a 660 Hz tone.
# There is no live folder: openapi/fake/media.ts builds a sliding-window live playlist over the
# VOD segments at request time (/media/live/master.m3u8).
#
# Idempotent: every run deletes and regenerates vod/ and trailer/. Encoding is single-threaded
# with bit-exact flags so re-running produces the same bytes (no noisy git diffs).
set -euo pipefail

command -v ffmpeg >/dev/null || { echo "ffmpeg is required: apt-get install -y ffmpeg" >&2; exit 1; }

MEDIA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/media"
FPS=25
SEG=2                      # segment duration (s); one keyframe per segment
GOP=$((FPS * SEG))
AUDIO_KBPS=24              # AAC-LC stereo, 44.1 kHz (a pure tone needs very little)

# Burnt-in text needs a TrueType font; without one the pattern's own timestamp still moves.
FONT=""
for f in /usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf; do
  [[ -f "$f" ]] && { FONT="$f"; break; }
done

# text FILTER_TEXT SIZE_DIVISOR Y_EXPR -> a drawtext filter (or "null" when no font is available)
text() {
  if [[ -z "$FONT" ]]; then echo "null"; return; fi
  echo "drawtext=fontfile=${FONT}:text='$1':fontcolor=white:fontsize=h/$2:box=1:boxcolor=black@0.6:boxborderw=6:x=(w-text_w)/2:y=$3"
}

# encode OUT_DIR DURATION VIDEO_SOURCE VIDEO_FILTERS TONE_HZ WIDTH HEIGHT KBPS PROFILE LEVEL
encode() {
  local out="$1" dur="$2" src="$3" vf="$4" tone="$5" w="$6" h="$7" kbps="$8" profile="$9" level="${10}"
  mkdir -p "$out"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "${src}=size=${w}x${h}:rate=${FPS}:duration=${dur}" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=44100:duration=${dur}" \
    -filter_complex "[0:v]${vf},format=yuv420p[v];[1:a]volume=0.3,aformat=channel_layouts=stereo[a]" \
    -map "[v]" -map "[a]" \
    -c:v libx264 -profile:v "$profile" -level:v "$level" -preset veryslow -threads 1 \
    -b:v "${kbps}k" -maxrate "$((kbps * 3 / 2))k" -bufsize "$((kbps * 2))k" \
    -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -x264-params "rc-lookahead=${GOP}" \
    -c:a aac -b:a "${AUDIO_KBPS}k" -ar 44100 -ac 2 \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -f hls -hls_time "$SEG" -hls_playlist_type vod -hls_list_size 0 \
    -hls_segment_type mpegts -hls_segment_filename "$out/seg_%03d.ts" \
    "$out/index.m3u8"
}

# RFC 6381 codec string for the H.264 profile/level we pass to x264, plus AAC-LC.
codecs() {
  local p
  case "$1" in baseline) p="42E0" ;; main) p="4D40" ;; *) echo "unknown profile $1" >&2; exit 1 ;; esac
  printf 'avc1.%s%02X,mp4a.40.2' "$p" "$(echo "$2" | tr -d . )"
}

# master_entry NAME WIDTH HEIGHT PROFILE LEVEL DIR -> an #EXT-X-STREAM-INF entry. BANDWIDTH is the
# measured peak segment bitrate and AVERAGE-BANDWIDTH the measured mean (bits/s, TS overhead included).
master_entry() {
  local dir="$6/$1" peak=0 total=0 n=0 bytes f
  for f in "$dir"/seg_*.ts; do
    bytes=$(wc -c < "$f"); total=$((total + bytes)); n=$((n + 1))
    (( bytes > peak )) && peak=$bytes
  done
  printf '#EXT-X-STREAM-INF:BANDWIDTH=%d,AVERAGE-BANDWIDTH=%d,RESOLUTION=%dx%d,FRAME-RATE=%d.000,CODECS="%s"\n%s/index.m3u8\n' \
    "$((peak * 8 / SEG))" "$((total * 8 / (n * SEG)))" "$2" "$3" "$FPS" "$(codecs "$4" "$5")" "$1"
}

# build NAME DURATION SOURCE FILTER TONE "name w h kbps profile level" ...
build() {
  local name="$1" dur="$2" src="$3" vf="$4" tone="$5"; shift 5
  local dir="$MEDIA_DIR/$name"
  rm -rf "$dir"; mkdir -p "$dir"
  { echo "#EXTM3U"; echo "#EXT-X-VERSION:3"; echo "#EXT-X-INDEPENDENT-SEGMENTS"; } > "$dir/master.m3u8"
  local r
  for r in "$@"; do
    # shellcheck disable=SC2086
    set -- $r
    encode "$dir/$1" "$dur" "$src" "$vf" "$tone" "$2" "$3" "$4" "$5" "$6"
    master_entry "$1" "$2" "$3" "$5" "$6" "$dir" >> "$dir/master.m3u8"
  done
}

VOD_TEXT="$(text 'VOD %{pts\:hms}  frame %{frame_num}' 12 'h-text_h-12')"
build vod 10 testsrc "$VOD_TEXT" 440 \
  "240p 426 240 60 baseline 3.0" \
  "360p 640 360 100 main 3.0" \
  "480p 854 480 130 main 3.0"

TRAILER_TEXT="$(text 'TRAILER %{pts\:hms}' 8 '(h-text_h)/2')"
build trailer 5 testsrc2 "hue=h=t*72:s=1.4,${TRAILER_TEXT}" 660 \
  "240p 426 240 60 baseline 3.0" \
  "360p 640 360 100 main 3.0"

echo "HLS sample written to $MEDIA_DIR:"
du -sh "$MEDIA_DIR/vod" "$MEDIA_DIR/trailer" "$MEDIA_DIR"
