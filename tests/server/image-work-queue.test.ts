// Image work waits its turn in one line per process (decision 087), so pictures never hold every
// thread of libuv's pool: a login's password check, which needs one of those threads, is answered
// while heavy uploads still wait. A member has at most two uploads under way (429 beyond), and the
// line holds at most IMAGE_WORK_QUEUE_LIMIT waiting uploads (503 beyond); both say when to retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingUploadsOf } from '../helpers/album-uploads.ts';
import { fileForm, solidImage } from '../helpers/images.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const UPLOADS = 8;

let server: TestServer;
/** 24 megapixels with an alpha channel: a legal picture that takes a while to process. */
let heavyPicture: Buffer;

beforeAll(async () => {
  server = await startServer();
  heavyPicture = await solidImage('png', 6000, 4000);
});
afterAll(() => server.close());

function upload(target: TestServer, user: RegisteredUser) {
  return target.request('POST', '/temp/album', { token: user.token, form: fileForm('album_content', heavyPicture, 'photo.png', 'image/png') });
}

function members(target: TestServer, count: number): Promise<RegisteredUser[]> {
  return Promise.all(Array.from({ length: count }, () => target.verifiedUser()));
}

describe('image work', () => {
  it('leaves threads for logins: a login is answered while most of eight heavy uploads still wait', async () => {
    const uploaders = await members(server, UPLOADS);
    const member = await server.verifiedUser();
    let answered = 0;
    const uploads = uploaders.map((uploader) =>
      upload(server, uploader).then((response) => {
        answered += 1;
        return response.status;
      }),
    );
    // Once one upload is answered, the others have all reached the server.
    await Promise.race(uploads);
    await server.login(member.input.email, member.input.password);
    const stillUploading = UPLOADS - answered;

    expect(await Promise.all(uploads)).toEqual(Array(UPLOADS).fill(200));
    // Without the line, the login's password check waited behind the pictures filling the pool.
    expect(stillUploading).toBeGreaterThanOrEqual(UPLOADS - 2);
    // Eight 24-megapixel pictures one after another: seconds each on a slow machine under load.
  }, 60_000);

  it("answers a member's third upload under way with 429 and Retry-After, storing nothing for it", async () => {
    const [uploader] = await members(server, 1);
    const responses = await Promise.all([upload(server, uploader), upload(server, uploader), upload(server, uploader)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 429]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body).toEqual({ status: false, message: 'Too Many Attempts.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await waitingUploadsOf(server, uploader)).toBe(2);
  });

  it('answers an upload with 503 and Retry-After when the line is full', async () => {
    const small = await startServer({ imageWorkQueueLimit: 1 });
    try {
      const uploaders = await members(small, 3);
      // One is processed, one waits, and there is no room for the third.
      const responses = await Promise.all(uploaders.map((uploader) => upload(small, uploader)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 503]);
      const refused = responses.find((response) => response.status === 503)!;
      expect(refused.body).toEqual({ status: false, message: 'Server busy, try again later' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const stored = await Promise.all(uploaders.map((uploader) => waitingUploadsOf(small, uploader)));
      expect(stored.sort()).toEqual([0, 1, 1]);
    } finally {
      await small.close();
    }
  });
});
