// zod reads this global the moment it loads. The console's schemas are built while its modules
// load, before any of its own code could call zod's config(), and building one probes for eval
// with `new Function` unless jitless is set; the console's Content-Security-Policy forbids eval and
// reports the probe as a violation. A classic script runs before every module script of the page.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
