// vitest: isolate — it opens and closes the embedded database (PGlite, WebAssembly) once per command: a
// shared worker that had run many files before it died twice in V8's wasm code bookkeeping while running it
// ("Check failed: jit_page_->allocations_.erase(addr) == 1"; 11-29, once after namedStatement.test was isolated).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '@lms/sdk/testing';
import { runCli, type CliOutcome } from '../src/cli/runCli.ts';
import { CLI_ENTRY, runEntry, startServerProcess, type ServerProcess } from './support/hostProcess.ts';

/**
 * One command, run in this process as main.ts runs it (a process per call cost ~6 s of
 * start-up each); the last test runs the real entry point to check what it prints and its exit status.
 */
function lms(dataDir: string, ...args: string[]): Promise<CliOutcome> {
  return runCli(args, { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', LMS_DATA_DIR: dataDir });
}

describe('admin command line on a stopped server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-cli-'));

  // The first command on a new data directory creates and migrates the embedded database (the longest step, and the
  // one a loaded machine stretches most): done once here, so each test's limit measures its own commands.
  beforeAll(async () => {
    const migrated = await lms(dataDir, 'migrate');
    expect(migrated.code, migrated.stderr).toBe(0);
  }, 240_000);

  it('creates users, refusing bad input with a clear error and a non-zero exit', async () => {
    const created = await lms(dataDir, 'create-user', '--email', 'teach@x.org', '--password', 'Teach-passw0rd', '--first', 'Tess', '--last', 'Teacher', '--role', 'instructor');
    expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Created instructor teach@x\.org \(id [0-9a-f]{24}\)$/) });
    const badRole = await lms(dataDir, 'create-user', '--email', 'x@x.org', '--password', 'Teach-passw0rd', '--first', 'X', '--last', 'Y', '--role', 'dean');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('Error: --role must be one of student, instructor, assistant, program-admin, site-admin');
    const weak = await lms(dataDir, 'create-user', '--email', 'y@x.org', '--password', 'weak', '--first', 'Y', '--last', 'Z', '--role', 'student');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password: Password must be at least 8 characters long');
    const again = await lms(dataDir, 'create-user', '--email', 'TEACH@x.org', '--password', 'Teach-passw0rd', '--first', 'T', '--last', 'T', '--role', 'student');
    expect(again).toMatchObject({ code: 1, stderr: 'Error: An account with the email TEACH@x.org already exists.' });
    const missing = await lms(dataDir, 'create-user', '--email', 'z@x.org');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing --password, --first, --last, --role');
    const unknown = await lms(dataDir, 'create-user', '--email', 'z@x.org', '--colour', 'red');
    expect(unknown.code).toBe(2);
  }, 120_000);

  it('creates a course (printing its id) and enrols students', async () => {
    await lms(dataDir, 'create-user', '--email', 'learn@x.org', '--password', 'Learn-passw0rd', '--first', 'Lee', '--last', 'Learner', '--role', 'student');
    const course = await lms(dataDir, 'create-course', '--title', 'Chemistry', '--instructor', 'teach@x.org');
    expect(course.code).toBe(0);
    expect(course.stdout).toMatch(/^[0-9a-f]{24}$/);
    const byStudent = await lms(dataDir, 'create-course', '--title', 'Nope', '--instructor', 'learn@x.org');
    expect(byStudent).toMatchObject({ code: 2, stderr: expect.stringContaining('learn@x.org is not an instructor account') });
    expect((await lms(dataDir, 'enrol', '--course', course.stdout, '--email', 'learn@x.org')).stdout).toBe('Enrolled learn@x.org in "Chemistry"');
    expect((await lms(dataDir, 'enrol', '--course', course.stdout, '--email', 'learn@x.org')).stdout).toBe('learn@x.org was already enrolled in "Chemistry"');
    expect(await lms(dataDir, 'enrol', '--course', 'chemistry', '--email', 'learn@x.org')).toMatchObject({ code: 2 });
    expect(await lms(dataDir, 'enrol', '--course', course.stdout, '--email', 'nobody@x.org')).toMatchObject({ code: 1, stderr: 'Error: No account has the email nobody@x.org.' });
  }, 120_000);

  // Each call opens the embedded database: a few seconds each on a busy machine.
  it('resets a password and migrates an up-to-date database', async () => {
    expect(await lms(dataDir, 'reset-password', '--email', 'learn@x.org', '--password', 'Fresh-passw0rd')).toMatchObject({ code: 0 });
    expect((await lms(dataDir, 'migrate')).stdout).toBe('The database is up to date.');
  }, 120_000);

  it('lists every route with its owner, permission and answer, and every socket event, without a database', async () => {
    const { code, stdout } = await lms('/nonexistent/never-created', 'routes');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^POST\s+\/server\/login\/\s+core\s+public\s+json$/));
    expect(lines).toContainEqual(expect.stringMatching(/^PUT\s+\/server\/components\/:courseId\/:lessonId\/:pageId\/:componentId\/\s+core\s+course:edit\s+json$/));
    expect(lines).toContainEqual(expect.stringMatching(/^DELETE\s+\/server\/assessment\/items\/:itemId\/\s+assessment\s+author\s+none$/));
    expect(lines).toContainEqual(expect.stringMatching(/^SOCKET\s+board:join\s+board\s+course:view$/));
    const routeLine = /^(GET|POST|PUT|PATCH|DELETE)\s+\/server\/\S+\s+\S+\s+\S+\s+(json|none|stream)$/;
    const socketLine = /^SOCKET\s+[a-z0-9-]+:\S+\s+\S+\s+\S+$/;
    expect(lines.filter((line) => !routeLine.test(line) && !socketLine.test(line))).toEqual([]);
    expect(lines.some((line) => / stream$/.test(line))).toBe(true);
    expect(fs.existsSync('/nonexistent/never-created')).toBe(false);
  });

  it("lists the error catalogue with the plugins' declared errnos, without a database", async () => {
    const { code, stdout } = await lms('/nonexistent/never-created', 'errors');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^access-denied\s+403\s+core\s+You do not have access to this\.$/));
    expect(lines).toContainEqual(expect.stringMatching(/^board-closed\s+403\s+board\s+\S/));
    expect(lines).toContainEqual(expect.stringMatching(/^code-used\s+409\s+payments\s+\S/));
  });

  it('explains an unknown command, as a process of its own: the message on stderr and exit status 2', async () => {
    const { code, stderr } = await runEntry(CLI_ENTRY, ['explode'], { LMS_DATA_DIR: dataDir });
    expect(code).toBe(2);
    expect(stderr).toContain('Error: Unknown command "explode"');
    expect(stderr).toContain('Usage: npm run lms -- <command> [options]');
  });
});

describe('admin command line while the server runs on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-cli-live-'));
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({ LMS_DATA_DIR: dataDir, LMS_DEMO: 'off', LMS_PUBLIC_URL: 'http://127.0.0.1' });
  }, 120_000);

  afterAll(() => server.stop());

  it('writes through the running server: the new account can log in at once', async () => {
    const created = await lms(dataDir, 'create-user', '--email', 'live@x.org', '--password', 'Live-passw0rd', '--first', 'Liv', '--last', 'E', '--role', 'student');
    expect(created.code).toBe(0);
    const client = new TestClient(server.url);
    await client.login('live@x.org', 'Live-passw0rd');
    expect((await client.get('sayhi/')).body.firstname).toBe('Liv');
  }, 120_000);
});
