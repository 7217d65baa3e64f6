// The marker of a message with values in a catalogue (messages.ts): `icu<{ count: number }>('{count, plural, …}')`.
// The build compiles each call into a function (scripts/build/vite-plugin-messages.ts), so this body never runs
// there; it runs only if a catalogue is loaded without the plugin, and then says so.
export function icu<P extends Record<string, string | number>>(source: string): (params: P) => string {
  throw new Error(`icu() is compiled by scripts/build/vite-plugin-messages.ts; this catalogue was loaded without it: ${source}`);
}
