import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file Chromium plays as its camera (`--use-file-for-fake-video-capture`): a few Y4M
 * frames (4:2:0, grey) of a QR code of `text`, black on white, centred. Written by hand, so no
 * ffmpeg is needed.
 */
export function writeQrVideo(text: string, file: string, frames = 15) {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = Math.floor(360 / (modules.size + 8));
  const side = cell * modules.size;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < cell; y++) {
        luma.fill(
          16,
          (top + row * cell + y) * width + left + col * cell,
          (top + row * cell + y) * width + left + (col + 1) * cell,
        );
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
