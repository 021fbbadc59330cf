import type { TestApp } from './app';
import type { TestClient } from './client';

/**
 * POST /api/User/UpdateAvatar with a multipart upload, as the web form sends it (the signed-in
 * client's session and CSRF token). Shared by the avatar tests.
 */
export async function uploadAvatar<R = unknown>(
  t: TestApp,
  client: TestClient,
  data: Buffer,
  filename = 'me.png',
  type = 'image/png',
): Promise<{ status: number; body: { code: number; msg: string; result: R } }> {
  const csrf = await client.ensureCsrf();
  const boundary = '----storyloomavatar';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const session = client.cookie('sl_session');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/User/UpdateAvatar',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-csrf-token': csrf,
      cookie: `sl_csrf=${csrf}${session ? `; sl_session=${session}` : ''}`,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}
