#!/usr/bin/env bash
# Generates the committed demo and test media under public/media/videos/ (about 4 MB in all).
#
#   bash scripts/make-media.sh          # needs ffmpeg with libx264, aac and (optionally) drawtext
#   bash scripts/make-media.sh extras   # only the thumbnail sprites, subtitle tracks and master playlists,
#                                       # leaving the encoded segments, posters and fixture.mp4 untouched
#
# Output, one folder per slug:
#   fixture/  8 s HLS for the player tests: 240p, 360p and 480p video-only variants, two alternate audio
#             renditions (中文 440 Hz, English 660 Hz), a WebVTT subtitle track with Chinese cues.
#   demo-1..4/ 8 s HLS with 2-3 variants, muxed audio, each a different synthetic picture, and a
#             中文字幕 WebVTT subtitle rendition (subs-zh/) named in master.m3u8 as the fixture's is.
#   every folder: master.m3u8 (multi-variant playlist), <rendition>/index.m3u8 + init.mp4 + seg*.m4s,
#   poster.jpg, and the progress bar's preview thumbnails: thumbnails.jpg (one 160x90 frame a second,
#   tiled 5 a row) with thumbnails.vtt, whose cues name the tile as thumbnails.jpg#xywh=x,y,w,h
#   (the player looks for thumbnails.vtt beside the master playlist; docs/player.md, "Thumbnails").
#   Plus fixture.mp4 (4 s, progressive) for native playback.
#
# Codec choice: H.264 baseline + AAC-LC in fMP4 segments (2 s, one keyframe per segment). Debian's
# headless Chromium reports MediaSource support for avc1.42E01E/mp4a.40.2 (probed 2026-11-22), every
# browser plays it, and fMP4 starts at PTS 0, so the subtitle cues need no MPEG-TS offset.
# Determinism: single-threaded x264 and bitexact muxing, so a rerun reproduces the same bytes on the
# same ffmpeg build (other builds may differ in a few bytes; the playlists stay identical).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/public/media/videos"
DURATION=8
FPS=24
FONT="$(fc-match -f '%{file}' 'Noto Sans CJK SC' 2>/dev/null || true)"

COMMON_V=(-c:v libx264 -profile:v baseline -level 3.0 -preset veryfast -threads 1 -pix_fmt yuv420p
	-g $((FPS * 2)) -keyint_min $((FPS * 2)) -sc_threshold 0 -flags:v +bitexact)
HLS=(-f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4
	-hls_segment_filename 'seg%d.m4s' -fflags +bitexact -map_metadata -1)

# caption <text>: a drawtext filter when a CJK font exists, else a no-op filter.
caption() {
	if [[ -n "$FONT" && -f "$FONT" ]]; then
		echo "drawtext=fontfile=$FONT:text='$1':fontcolor=white:fontsize=h/12:box=1:boxcolor=black@0.5:x=(w-tw)/2:y=h-th-h/10"
	else
		echo "null"
	fi
}

# video_rendition <dir> <lavfi source> <height> <kbps> <caption> [audio]: one HLS rendition.
video_rendition() {
	local dir="$1" source="$2" height="$3" kbps="$4" text="$5" audio="${6:-}"
	local width=$(((height * 16 / 9 + 1) / 2 * 2))
	mkdir -p "$dir"
	local audio_args=(-an)
	local inputs=(-f lavfi -i "$source")
	if [[ -n "$audio" ]]; then
		inputs+=(-f lavfi -i "sine=frequency=$audio:sample_rate=44100:duration=$DURATION")
		audio_args=(-map 0:v -map 1:a -c:a aac -b:a 48k -ac 1)
	fi
	(cd "$dir" && ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" \
		-vf "scale=$width:$height,$(caption "$text ${height}P")" "${COMMON_V[@]}" \
		-b:v "${kbps}k" -maxrate "$((kbps * 11 / 10))k" -bufsize "$((kbps * 2))k" \
		"${audio_args[@]}" -t "$DURATION" "${HLS[@]}" index.m3u8)
}

# audio_rendition <dir> <frequency>: one audio-only HLS rendition.
audio_rendition() {
	mkdir -p "$1"
	(cd "$1" && ffmpeg -hide_banner -loglevel error -y \
		-f lavfi -i "sine=frequency=$2:sample_rate=44100:duration=$DURATION" \
		-c:a aac -b:a 48k -ac 1 "${HLS[@]}" index.m3u8)
}

# poster <dir> <lavfi source> <caption>
poster() {
	ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$2" -ss 1 -frames:v 1 \
		-vf "scale=854:480,$(caption "$3")" -q:v 6 -fflags +bitexact "$1/poster.jpg"
}

# subtitles <dir> <cue> <cue> <cue>: a Chinese WebVTT track in three cues and its media playlist.
subtitles() {
	local dir="$1/subs-zh"
	mkdir -p "$dir"
	cat >"$dir/zh.vtt" <<-VTT
		WEBVTT

		00:00:00.000 --> 00:00:02.500
		$2

		00:00:02.500 --> 00:00:05.000
		$3

		00:00:05.000 --> 00:00:08.000
		$4
	VTT
	cat >"$dir/index.m3u8" <<-EOF
		#EXTM3U
		#EXT-X-VERSION:3
		#EXT-X-TARGETDURATION:$DURATION
		#EXT-X-PLAYLIST-TYPE:VOD
		#EXT-X-MEDIA-SEQUENCE:0
		#EXTINF:$DURATION.000,
		zh.vtt
		#EXT-X-ENDLIST
	EOF
}

THUMB_W=160
THUMB_H=90
THUMB_COLUMNS=5

# stamp <seconds>: HH:MM:SS.000 for a WebVTT cue.
stamp() {
	printf '%02d:%02d:%02d.000' $(($1 / 3600)) $(($1 % 3600 / 60)) $(($1 % 60))
}

# thumbnails <dir> <lavfi source>: a sprite of one frame a second and the WebVTT track that maps it.
thumbnails() {
	local dir="$1" rows=$(((DURATION + THUMB_COLUMNS - 1) / THUMB_COLUMNS)) i
	ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$2" -t "$DURATION" \
		-vf "fps=1,scale=$THUMB_W:$THUMB_H,tile=${THUMB_COLUMNS}x$rows" -frames:v 1 -q:v 10 \
		-fflags +bitexact "$dir/thumbnails.jpg"
	{
		echo "WEBVTT"
		for ((i = 0; i < DURATION; i++)); do
			echo
			echo "$(stamp "$i") --> $(stamp $((i + 1)))"
			echo "thumbnails.jpg#xywh=$((i % THUMB_COLUMNS * THUMB_W)),$((i / THUMB_COLUMNS * THUMB_H)),$THUMB_W,$THUMB_H"
		done
	} >"$dir/thumbnails.vtt"
}

source_of() {
	local size=1280x720
	case "$1" in
	testsrc2) echo "testsrc2=size=$size:rate=$FPS:duration=$DURATION" ;;
	mandelbrot) echo "mandelbrot=size=320x180:rate=$FPS,scale=$size" ;;
	smptebars) echo "smptebars=size=$size:rate=$FPS:duration=$DURATION" ;;
	life) echo "life=size=320x180:rate=$FPS:seed=42:mold=10,scale=$size:flags=neighbor" ;;
	esac
}

make_fixture() {
	local dir="$OUT/fixture" src
	src="$(source_of testsrc2)"
	rm -rf "$dir" && mkdir -p "$dir"
	video_rendition "$dir/240p" "$src" 240 120 "测试片"
	video_rendition "$dir/360p" "$src" 360 200 "测试片"
	video_rendition "$dir/480p" "$src" 480 320 "测试片"
	audio_rendition "$dir/audio-zh" 440
	audio_rendition "$dir/audio-en" 660
	poster "$dir" "$src" "测试片"
	fixture_extras
}

# The fixture's playlists, subtitles and thumbnails: everything but the encoded media.
fixture_extras() {
	local dir="$OUT/fixture"
	subtitles "$dir" 欢迎观看全国科普月测试视频 第二条字幕：画质与音轨切换 第三条字幕：播放即将结束
	cat >"$dir/master.m3u8" <<-'EOF'
		#EXTM3U
		#EXT-X-VERSION:7
		#EXT-X-INDEPENDENT-SEGMENTS
		#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="中文",LANGUAGE="zh",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="1",URI="audio-zh/index.m3u8"
		#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="1",URI="audio-en/index.m3u8"
		#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="中文字幕",LANGUAGE="zh",DEFAULT=NO,AUTOSELECT=YES,URI="subs-zh/index.m3u8"
		#EXT-X-STREAM-INF:BANDWIDTH=190000,AVERAGE-BANDWIDTH=170000,RESOLUTION=426x240,FRAME-RATE=24.000,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"
		240p/index.m3u8
		#EXT-X-STREAM-INF:BANDWIDTH=290000,AVERAGE-BANDWIDTH=250000,RESOLUTION=640x360,FRAME-RATE=24.000,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"
		360p/index.m3u8
		#EXT-X-STREAM-INF:BANDWIDTH=430000,AVERAGE-BANDWIDTH=370000,RESOLUTION=854x480,FRAME-RATE=24.000,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"
		480p/index.m3u8
	EOF
	thumbnails "$dir" "$(source_of testsrc2)"
}

# make_demo <slug> <source> <caption> <subtitle line> <heights...>: a muxed-audio HLS ladder.
make_demo() {
	local slug="$1" src text="$3" dir="$OUT/$1" height
	src="$(source_of "$2")"
	rm -rf "$dir" && mkdir -p "$dir"
	for height in "${@:5}"; do
		video_rendition "$dir/${height}p" "$src" "$height" "$((height * 2 / 3))" "$text" 330
	done
	poster "$dir" "$src" "$text"
	demo_extras "$@"
}

# demo_extras <slug> <source> <caption> <subtitle line> <heights...>: the master playlist, the 中文字幕
# track and the thumbnails of a demo.
demo_extras() {
	local dir="$OUT/$1" src text="$3" line="$4" height kbps width
	src="$(source_of "$2")"
	shift 4
	subtitles "$dir" "欢迎观看$text" "$line" 全国科普月，科学伴你行
	{
		echo "#EXTM3U"
		echo "#EXT-X-VERSION:7"
		echo "#EXT-X-INDEPENDENT-SEGMENTS"
		echo '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="中文字幕",LANGUAGE="zh",DEFAULT=NO,AUTOSELECT=YES,URI="subs-zh/index.m3u8"'
		for height in "$@"; do
			kbps=$((height * 2 / 3))
			width=$(((height * 16 / 9 + 1) / 2 * 2))
			echo "#EXT-X-STREAM-INF:BANDWIDTH=$(((kbps * 11 / 10 + 48) * 1000)),RESOLUTION=${width}x$height,CODECS=\"avc1.42c01e,mp4a.40.2\",SUBTITLES=\"subs\""
			echo "${height}p/index.m3u8"
		done
	} >"$dir/master.m3u8"
	thumbnails "$dir" "$src"
}

make_mp4() {
	ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$(source_of smptebars)" \
		-f lavfi -i "sine=frequency=440:sample_rate=44100:duration=4" \
		-vf "scale=640:360,$(caption '原生播放 MP4')" "${COMMON_V[@]}" -b:v 200k \
		-c:a aac -b:a 48k -ac 1 -t 4 -movflags +faststart -fflags +bitexact -map_metadata -1 \
		"$OUT/fixture.mp4"
}

DEMOS=(
	"demo-1 testsrc2 科普演示一 彩色测试图：认识屏幕的三原色 240 360 480"
	"demo-2 mandelbrot 科普演示二 分形之美：无限放大的曼德博集合 240 360"
	"demo-3 smptebars 科普演示三 彩条信号：电视如何校准颜色 240 360 480"
	"demo-4 life 科普演示四 生命游戏：简单规则演化出复杂图案 240 360"
)

mkdir -p "$OUT"
if [[ "${1:-}" == extras ]]; then
	fixture_extras
	for demo in "${DEMOS[@]}"; do
		# shellcheck disable=SC2086 # each entry is a word list
		demo_extras $demo
	done
else
	make_fixture
	for demo in "${DEMOS[@]}"; do
		# shellcheck disable=SC2086 # each entry is a word list
		make_demo $demo
	done
	make_mp4
fi
du -sh "$OUT"
