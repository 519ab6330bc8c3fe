// The plain lines a person who starts the server reads first: where the app answers, where its
// mail and pictures go and how to sign in to the demo community. The JSON log is for machines.
import type { Config } from './config.ts';
import type { DemoLogin } from './seed/demo.ts';

export function startupSummary(config: Config, listeningAt: string, demoLogins: DemoLogin[]): string {
  const lines = [`${config.brandName} is listening at ${listeningAt} (the app: ${config.appUrl})`];
  lines.push(config.smtpUrl === undefined ? `Mail is written to ${config.mailDir} (no SMTP_URL)` : 'Mail is sent over SMTP_URL');
  const media = config.mediaStorage;
  lines.push(media.kind === 's3' ? `Pictures are kept in bucket ${media.bucket} (MEDIA_STORAGE=s3)` : `Pictures are kept in ${config.mediaDir}`);
  for (const login of demoLogins) lines.push(`Demo login: ${login.username} or ${login.email}, password ${login.password}`);
  return lines.join('\n');
}
