import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FACTUR_X_SCHEMATRONS, SEF_DIR, sefPathOf } from './schematron';

// Compiles the vendored schematron XSLTs to SaxonJS's SEF, gzipped, into factur-x-schematron/sef/,
// and removes the SEFs of XSLTs no longer there. Run it (schematron.ts's COMPILE_COMMAND) after
// replacing an XSLT or upgrading xslt3. Never run by the tests: one compilation takes ~10 s.

const xslt3 = join(createRequire(import.meta.url).resolve('xslt3/package.json'), '..', 'xslt3.js');

const compile = (xslt: string, sef: string) =>
  new Promise<void>((resolve, reject) => {
    // -relocate: the SEF does not depend on where it was compiled; schematron.ts gives it the XSLT's
    // own location as base URI.
    const child = spawn(
      process.execPath,
      [xslt3, `-xsl:${xslt}`, `-export:${sef}`, '-nogo', '-relocate:on'],
      { stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`xslt3 exited with ${code}`))));
  });

mkdirSync(SEF_DIR, { recursive: true });
const work = join(tmpdir(), `conque-sef-${process.pid}`);
mkdirSync(work, { recursive: true });
const wanted = Object.values(FACTUR_X_SCHEMATRONS).map(sefPathOf);
await Promise.all(
  Object.values(FACTUR_X_SCHEMATRONS).map(async (xslt, index) => {
    const sef = join(work, `${index}.sef.json`);
    await compile(xslt, sef);
    writeFileSync(sefPathOf(xslt), gzipSync(readFileSync(sef), { level: 9 }));
  }),
);
for (const file of readdirSync(SEF_DIR)) {
  if (!wanted.includes(join(SEF_DIR, file))) rmSync(join(SEF_DIR, file));
}
rmSync(work, { recursive: true, force: true });
console.log(`Written (commit them with their XSLT):\n${wanted.join('\n')}`);
