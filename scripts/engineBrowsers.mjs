// The engine suites' browsers (tests/engines/): Gecko (Firefox ESR), WebKit (WebKitGTK's WebKitWebDriver
// and MiniBrowser) and the virtual display both run on, with Mesa's software GL for Gecko's WebGL run.
// Installed with apt-get when missing and root, as npm test does for Chromium; otherwise it names the command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'libgl1-mesa-dri'];

const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const libFile = (...parts) =>
  existsSync('/usr/lib') &&
  readdirSync('/usr/lib').some((arch) => existsSync(join('/usr/lib', arch, ...parts)));

/** What is missing, by the file each package brings. */
function missing() {
  const lacks = [];
  if (!existsSync(process.env.FIREFOX ?? '/usr/bin/firefox-esr')) lacks.push('Firefox ESR');
  if (!onPath('WebKitWebDriver') || !libFile('webkit2gtk-4.1', 'MiniBrowser')) lacks.push('WebKitWebDriver');
  if (!onPath('Xvfb')) lacks.push('Xvfb');
  if (!libFile('dri', 'swrast_dri.so')) lacks.push("Mesa's software GL");
  return lacks;
}

/** True when every engine is there (after installing them if need be and allowed). */
export function ensureEngineBrowsers() {
  const lacks = missing();
  if (lacks.length === 0) return true;
  const command = `apt-get install -y ${ENGINE_PACKAGES.join(' ')}`;
  if (process.getuid?.() === 0) {
    console.log(
      `${lacks.join(', ')} missing (the engine suites need them): installing ${ENGINE_PACKAGES.join(' ')}…`,
    );
    const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
    if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...ENGINE_PACKAGES]) && missing().length === 0)
      return true;
    console.error(`Could not install the engines' browsers with apt-get (${command}).`);
    return false;
  }
  console.error(
    `${lacks.join(', ')} not found: the engine suites need them. Install them as root: apt-get update && ${command}`,
  );
  return false;
}

// `node scripts/engineBrowsers.mjs` (npm run test:engines): the same check on its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit(ensureEngineBrowsers() ? 0 : 1);
