// Production entry: configuration from the environment, database migrated, demo data on a
// fresh embedded database, then listen until SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { closeWithinGrace } from './close-within-grace.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { seedDemoCommunity, type DemoLogin } from './seed/demo.ts';
import { startupSummary } from './startup-summary.ts';

/** A bad environment ends the start with its list of problems, not with a stack trace. */
function configFromEnvironment(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configFromEnvironment();
const app = await buildApp(config);

const demoLogins: DemoLogin[] =
  config.seedDemo && config.database.kind === 'sqlite' ? await seedDemoCommunity(app) : [];

const listeningAt = await app.listen({ port: config.port, host: config.host });
console.log(startupSummary(config, listeningAt, demoLogins));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    closeWithinGrace(app, config.shutdownGraceMs)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      });
  });
}
