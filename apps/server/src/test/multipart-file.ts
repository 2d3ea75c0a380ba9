/** A request carrying one upload, ready for app.inject. */
export type MultipartRequest = { url: string; payload: Buffer; headers: Record<string, string> };

/** One file as a browser's multipart/form-data upload sends it. */
export function multipartFile(url: string, filename: string, contentType: string, data: Buffer): MultipartRequest {
  const boundary = `----cordee-matrix-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
