import pino from 'pino';
import { Kernel, kernelConfigFromEnv, LmsError, LOG_REDACT, PluginManifestError } from '@lms/core';
import { readHostConfig } from '../config/hostConfig.ts';
import { loadServerPlugins } from '../plugins/loadServerPlugins.ts';
import { UsageError } from './CliError.ts';
import { createUser, resetPassword } from './commands/userCommands.ts';
import { createCourse, enrol } from './commands/courseCommands.ts';
import { errors, migrate, routes, seedDemoCommand } from './commands/systemCommands.ts';
import { ssoList, ssoRemove, ssoSet } from './commands/ssoCommands.ts';
import { pluginCommand, ScaffoldRefusal } from './commands/pluginCommands.ts';
import { pluginInstall, pluginList, pluginRemove, pluginSetEnabled } from './commands/sitePluginCommands.ts';

/** What one command printed and the exit status it ends with (0 done, 1 refused, 2 mistyped). */
export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

const USAGE = `Usage: npm run lms -- <command> [options]

Commands:
  migrate                                   apply every pending migration (core's and each plugin's)
  seed-demo                                 create the demo installation if it is missing
  create-user --email E --password P --first F --last L --role R
                                            R: student, instructor, assistant, program-admin, site-admin
  create-course --title T --instructor EMAIL
                                            prints the new course id
  enrol --course ID --email E               enrol a user in a course as a student
  reset-password --email E --password P     set a new password (ends the user's sessions)
  routes                                    every API route: METHOD /server/path  owner  permission  answer (json, none, stream);
                                            then every socket event: SOCKET plugin:event  owner  permission
  errors                                    the error catalogue: errno  status  owner  message (the kernel's and the plugins')
  sso-set --host H --issuer URL --client-id ID --label TEXT [--client-secret S] [--account-type standard|google]
          [--scopes "openid email profile"] [--post-logout-redirect URL] [--sso-only yes|no]
                                            the OpenID Connect provider of a label-bundle host (H: default or a host name);
                                            the secret may come from LMS_SSO_CLIENT_SECRET instead
  sso-remove --host H                       remove a host's provider
  sso-list                                  the configured providers (secrets left out)
  plugin-install --file F.tgz --by EMAIL    install (or upgrade) a plugin package as site administrator EMAIL: checked,
                                            migrated in one transaction, recorded in LMS_PLUGINS_DIR; loaded at the next start
  plugin-list                               the installed plugin packages: id, package@version, state, integrity
  plugin-enable --id ID --by EMAIL          enable / disable an installed plugin package (its data kept)
  plugin-disable --id ID --by EMAIL
  plugin-remove --id ID --tables keep|drop --by EMAIL
                                            remove one, keeping or dropping its declared tables
  plugin new NAME [--dir D] [--sdk SDK.tgz] a new plugin (component type, screen, migration, test, README) in
                                            plugins/NAME, or in D (may be outside the repository: then a plugin
                                            package on the packed SDK, sdk/lms-sdk-VERSION.tgz or SDK.tgz);
                                            NAME: a lowercase identifier (letters, digits, _)

Every command but plugin uses the server's database: LMS_DATA_DIR (embedded, default ./data) or DATABASE_URL.
While the server runs on the embedded database, commands reach it through the server.`;

type DatabaseCommand = (kernel: Kernel, args: string[], env: NodeJS.ProcessEnv) => Promise<string>;

const DATABASE_COMMANDS: Record<string, DatabaseCommand> = {
  migrate: (kernel) => migrate(kernel),
  'seed-demo': (kernel) => seedDemoCommand(kernel),
  'create-user': createUser,
  'create-course': createCourse,
  enrol,
  'reset-password': resetPassword,
  'sso-set': ssoSet,
  'sso-remove': ssoRemove,
  'sso-list': ssoList,
  'plugin-install': pluginInstall,
  'plugin-list': pluginList,
  'plugin-enable': (kernel, args, env) => pluginSetEnabled(true, kernel, args, env),
  'plugin-disable': (kernel, args, env) => pluginSetEnabled(false, kernel, args, env),
  'plugin-remove': pluginRemove,
};

async function run(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') return USAGE;
  // npm run starts the script in the repository's root; INIT_CWD is where the operator typed it.
  if (command === 'plugin') return pluginCommand(args, env.INIT_CWD ?? process.cwd());
  const plugins = await loadServerPlugins(readHostConfig(env.LMS_CONFIG || undefined));
  if (command === 'routes') {
    if (args.length) throw new UsageError('routes takes no options');
    return routes(plugins);
  }
  if (command === 'errors') {
    if (args.length) throw new UsageError('errors takes no options');
    return errors(plugins);
  }
  const handler = DATABASE_COMMANDS[command];
  if (!handler) throw new UsageError(`Unknown command "${command}"`);
  const config = kernelConfigFromEnv(env);
  // Logs go to stderr so that stdout carries only the command's answer.
  const logger = pino({ level: env.LOG_LEVEL ?? 'warn', redact: LOG_REDACT }, pino.destination(2));
  const kernel = await Kernel.create({ config, plugins, logger, shareRunningOwner: true, migrate: true });
  try {
    return await handler(kernel, args, env);
  } finally {
    await kernel.stop();
  }
}

function describe(error: unknown): string {
  if (error instanceof LmsError && error.errno === 'validation-failed' && error.fields?.length) return error.fields.map((f) => `${f.field}: ${f.message}`).join('\n');
  if (error instanceof LmsError || error instanceof UsageError || error instanceof PluginManifestError || error instanceof ScaffoldRefusal) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one admin command against the database `env` names and answers what it printed,
 * without touching the process: main.ts writes it out; tests call it in their own process.
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliOutcome> {
  try {
    return { code: 0, stdout: await run(argv, env), stderr: '' };
  } catch (error) {
    const usage = error instanceof UsageError ? `\n\n${USAGE}` : '';
    return { code: error instanceof UsageError ? 2 : 1, stdout: '', stderr: `Error: ${describe(error)}${usage}` };
  }
}
