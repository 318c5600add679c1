// Runs before the app's modules (a classic script; modules are deferred). The forms check input
// with the contract's zod schemas; zod compiles object parsers with eval when it may, which the
// Content-Security-Policy forbids (as it should): zod reads this global config when it loads
// and takes its interpreted path instead.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
