import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor'; execution: 'sync' }) => void;

// V8's own collector, as `node --expose-gc` gives it: the flag is read when a context is made, so a
// new context made after setting it has `gc` (the exposure only adds that function).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as Collect;

/**
 * A streamed request body arrives in buffers of up to 64 KB, a new one for each read of the socket,
 * dead as soon as they are written on. V8 collects them only once about 32 MiB of them have piled up
 * (a heuristic on memory outside its heap, whatever the young generation's size; measured by
 * bench/stl-upload.ts): a 100 MB upload made the server grow by 32-34 MB. A scavenge (young
 * generation only, a few milliseconds) every `everyBytes` keeps the pile that small (decision 58).
 */
export const scavengeEvery = (everyBytes: number) => {
  let since = 0;
  return (bytes: number) => {
    since += bytes;
    if (since < everyBytes) return;
    since = 0;
    collect({ type: 'minor', execution: 'sync' });
  };
};
