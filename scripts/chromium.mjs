// Debian's Chromium as browser tests and benchmarks launch it: no downloaded browser, and no
// background traffic to hosts this machine cannot reach.
export const chromiumPath = '/usr/bin/chromium';

/** What puts `chromiumPath` on a fresh machine (Debian's package). */
export const chromiumInstallCommand = 'apt-get install -y chromium';

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
