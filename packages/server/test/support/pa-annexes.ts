import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from './built-server';

// Annexes A and B of XP Z12-013 as published (test/support/einvoicing/README.md), and the one
// spot where Prism cannot read annex A as it is (decision 140): the flow's `flowInfo` travels as a
// JSON part of POST /v1/flows (`encoding.flowInfo.contentType: application/json`), which Prism 5
// ignores, validating the part's text against the FlowInfo object and so refusing every conforming
// upload. Prism is given a copy of annex A in which that one property is a string; the test PA
// checks the part against annex A's own FlowInfo schema (`flowInfoErrors`), so nothing goes unchecked.

const EINVOICING = join(REPO_ROOT, 'packages/server/test/support/einvoicing');
export const FLOW_ANNEX = join(EINVOICING, 'annex-a-flow-service.json');
export const DIRECTORY_ANNEX = join(EINVOICING, 'annex-b-directory-service.json');

type Annex = {
  components: {
    schemas: Record<string, unknown>;
    requestBodies: {
      FlowPostRequest: {
        content: { 'multipart/form-data': { schema: { properties: Record<string, unknown> } } };
      };
    };
  };
};

const readAnnex = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Annex;

/** Annex A for Prism: as published but for `flowInfo` in POST /v1/flows, a string (the JSON part). */
export const flowAnnexForPrism = (): string => {
  const annex = readAnnex(FLOW_ANNEX);
  annex.components.requestBodies.FlowPostRequest.content['multipart/form-data'].schema.properties.flowInfo = {
    type: 'string',
    description: 'FlowInfo as a JSON part: checked by the test PA against #/components/schemas/FlowInfo',
  };
  const file = join(mkdtempSync(join(tmpdir(), 'conque-annex-a-')), 'annex-a-for-prism.json');
  writeFileSync(file, JSON.stringify(annex));
  return file;
};

let flowInfoSchema: ValidateFunction | undefined;

/** What is wrong with a flowInfo part by annex A's FlowInfo schema (empty: nothing). */
export const flowInfoErrors = (flowInfo: unknown): string[] => {
  if (!flowInfoSchema) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'annex-a', components: readAnnex(FLOW_ANNEX).components });
    flowInfoSchema = ajv.getSchema('annex-a#/components/schemas/FlowInfo');
    if (!flowInfoSchema) throw new Error('annex A has no FlowInfo schema');
  }
  if (flowInfoSchema(flowInfo)) return [];
  return (flowInfoSchema.errors ?? []).map((error) => `flowInfo${error.instancePath} ${error.message ?? ''}`);
};
