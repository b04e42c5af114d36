import { runCli } from './runCli.ts';

// The admin command line (README: npm run lms -- <command>); runCli.ts does the work.
const { code, stdout, stderr } = await runCli(process.argv.slice(2));
if (stdout) process.stdout.write(`${stdout}\n`);
if (stderr) process.stderr.write(`${stderr}\n`);
process.exitCode = code;
