import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.js';

/**
 * The real files of Zoom's Meeting SDK for Web, of the one version the app loads (zoomSdkVersion), from
 * Zoom's own npm package. Fetched once with `npm pack` (npm checks the registry's integrity) into
 * node_modules/.cache and kept: the package is NOT a dependency, because it pins React 18 and npm would
 * install that beside the tests' React 19 (two Reacts break every hook the e2e support code renders).
 * Returns the package folder (its dist/ is what source.zoom.us serves).
 */
export function zoomSdkPackage(version: string): { dir: string; version: string } {
  const dir = join(repoRoot, 'node_modules', '.cache', 'nanhua', `zoom-meetingsdk-${version}`);
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) {
    // Unpacked beside its place (the same file system: os.tmpdir() may be in memory, scripts/ram-tmpdir.mjs).
    mkdirSync(join(dir, '..'), { recursive: true });
    const work = mkdtempSync(join(dir, '..', 'zoom-sdk-'));
    try {
      const spec = `@zoom/meetingsdk@${version}`;
      const out = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], {
        cwd: work,
        encoding: 'utf8',
        timeout: 180_000,
      })
        .trim()
        .split('\n')
        .pop()!;
      execFileSync('tar', ['xzf', join(work, out), '-C', work]);
      rmSync(dir, { recursive: true, force: true });
      // Renamed into place whole: a run stopped halfway leaves no package a later run would trust.
      renameSync(join(work, 'package'), dir);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; version: string };
  if (pkg.name !== '@zoom/meetingsdk' || pkg.version !== version)
    throw new Error(`${dir} holds ${pkg.name}@${pkg.version}, not @zoom/meetingsdk@${version}`);
  return { dir, version: pkg.version };
}
