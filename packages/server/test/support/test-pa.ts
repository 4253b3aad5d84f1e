import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flowInfoErrors } from './pa-annexes';

// A local approved platform (« plateforme agréée ») for the e-invoicing tests and the demo: a real
// HTTP server that speaks the Flow Service (annex A of XP Z12-013, test/support/einvoicing/) under
// /flow-service and the parts of the Directory Service (annex B) Conque reads under
// /directory-service, each checking the bearer token. It keeps every flow it received, so a test
// counts submissions, and can add lifecycle flows on command. The tests reach it through Prism
// (prism-proxy.ts), which fails any exchange that does not match the annexes (decision 140).

export type TestPaFlow = {
  flowId: string;
  trackingId?: string;
  name?: string;
  flowSyntax: string;
  flowProfile?: string;
  processingRule?: string;
  sha256: string;
  flowType: string;
  flowDirection: 'In' | 'Out';
  submittedAt: string;
  updatedAt: string;
  ackStatus: 'Pending' | 'Ok' | 'Error';
  file: Buffer;
  fileType: string;
  /** Annex A's AcknowledgementDetail list of an Error (test-pa-acks.ts sets it). */
  ackDetails?: { level: 'Error' | 'Warning'; item: string; reasonCode: string; reasonMessage: string }[];
};

export type TestPaCompany = {
  siren: string;
  businessName: string;
  /** Its facilities; each with a directory line when `addressingIdentifier` is set. */
  facilities: { siret: string; name: string; addressingIdentifier?: string; platform?: string }[];
};

export type TestPaOptions = {
  /** The bearer token the PA accepts (one obtained through `oauth` is accepted too). */
  token?: string;
  /** OAuth 2 client credentials the token endpoint (/oauth/token) accepts. */
  oauth?: { clientId: string; clientSecret: string };
};

export type TestPa = {
  /** The services' base addresses on the PA itself (not through Prism). */
  flowUrl: string;
  directoryUrl: string;
  /** Where the PA's own paths are, for Prism's upstream: `${origin}/flow-service`. */
  origin: string;
  tokenUrl: string;
  /** Every flow received or emitted, oldest first. */
  flows: TestPaFlow[];
  /**
   * The byte-exact bodies of uploads, by their X-Request-Id, put here by the relay in front of Prism
   * (prism-proxy.ts): Prism forwards a body as UTF-8 text, which breaks a PDF's binary bytes.
   */
  originalBodies: Map<string, Buffer>;
  /** Every request, `METHOD path` and its answer's status, for tests that count calls. */
  requests: { method: string; path: string; status: number; authorization?: string }[];
  companies: TestPaCompany[];
  /** The next call to `path` (the PA's own, e.g. /flow-service/v1/healthcheck) gets this answer, once. */
  answerNext: (path: string, answer: { status: number; body?: unknown }) => void;
  /** Answers 503 to every call while true (a PA down). */
  setDown: (down: boolean) => void;
  /** A lifecycle flow (CDAR) about a flow, as the PA emits it on the recipient's behalf. */
  emitLifecycle: (cdar: string, trackingId?: string) => TestPaFlow;
  /** Called with each flow the PA receives by POST /v1/flows, once it is kept (test-pa-acks.ts). */
  onFlow: (listener: (flow: TestPaFlow) => void) => void;
  /** The next call to `path` is handled as usual but answered `ms` later (a slow PA: the flow is kept). */
  answerLate: (path: string, ms: number) => void;
  close: () => Promise<void>;
};

const json = (response: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) {
    response.writeHead(status);
    response.end();
    return status;
  }
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
  return status;
};

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const parseJson = (body: Buffer): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(body.toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

const flowView = (flow: TestPaFlow) => ({
  submittedAt: flow.submittedAt,
  updatedAt: flow.updatedAt,
  flowId: flow.flowId,
  ...(flow.trackingId ? { trackingId: flow.trackingId } : {}),
  flowType: flow.flowType,
  ...(flow.processingRule ? { processingRule: flow.processingRule, processingRuleSource: 'Input' } : {}),
  flowDirection: flow.flowDirection,
  flowSyntax: flow.flowSyntax,
  ...(flow.flowProfile ? { flowProfile: flow.flowProfile } : {}),
  acknowledgement: { status: flow.ackStatus, ...(flow.ackDetails ? { details: flow.ackDetails } : {}) },
});

export const startTestPa = async (options: TestPaOptions = {}): Promise<TestPa> => {
  const flows: TestPaFlow[] = [];
  const requests: TestPa['requests'] = [];
  const companies: TestPaCompany[] = [];
  const issuedTokens = new Set<string>();
  const originalBodies = new Map<string, Buffer>();
  let down = false;
  const scripted = new Map<string, { status: number; body?: unknown }>();
  const flowListeners: ((flow: TestPaFlow) => void)[] = [];
  const lateAnswers = new Map<string, number>();

  const authorized = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    return token !== undefined && (token === options.token || issuedTokens.has(token));
  };

  const flowService = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === '/v1/healthcheck') return json(response, 200);
    if (!authorized(request))
      return json(response, 401, {
        errorCode: 'INVALID_TOKEN',
        errorMessage: 'Jeton absent, inconnu ou expiré',
      });
    if (method === 'POST' && path === '/v1/flows') {
      const received = await readBody(request);
      const requestId = request.headers['x-request-id'];
      const original = typeof requestId === 'string' ? originalBodies.get(requestId) : undefined;
      if (typeof requestId === 'string') originalBodies.delete(requestId);
      const body = original ?? received;
      const form = await new Request('http://pa/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body,
      })
        .formData()
        .catch(() => undefined);
      // The flowInfo part is JSON (annex A: encoding.flowInfo.contentType), with or without a file name.
      const part = form?.get('flowInfo');
      const info = part instanceof Blob ? await part.text() : part;
      const file = form?.get('file');
      if (typeof info !== 'string' || !(file instanceof Blob))
        return json(response, 400, {
          errorCode: 'MISSING_REQUIRED_FIELD',
          errorMessage: 'flowInfo et file requis',
        });
      const flowInfo = parseJson(Buffer.from(info)) ?? {};
      const wrong = flowInfoErrors(flowInfo);
      if (wrong.length > 0)
        return json(response, 400, { errorCode: 'INVALID_FLOW_INFO', errorMessage: wrong.join('; ') });
      const content = Buffer.from(await file.arrayBuffer());
      const sha256 = createHash('sha256').update(content).digest('hex');
      if (flowInfo.sha256 !== undefined && flowInfo.sha256 !== sha256)
        return json(response, 422, {
          errorCode: 'SHA256_MISMATCH',
          errorMessage: 'Empreinte SHA-256 différente',
        });
      const now = new Date().toISOString();
      const flow: TestPaFlow = {
        flowId: randomUUID(),
        trackingId: flowInfo.trackingId as string | undefined,
        name: flowInfo.name as string | undefined,
        flowSyntax: String(flowInfo.flowSyntax),
        flowProfile: flowInfo.flowProfile as string | undefined,
        processingRule: flowInfo.processingRule as string | undefined,
        sha256,
        flowType: flowInfo.flowSyntax === 'CDAR' ? 'CustomerInvoiceLC' : 'CustomerInvoice',
        flowDirection: 'Out',
        submittedAt: now,
        updatedAt: now,
        ackStatus: 'Pending',
        file: content,
        fileType: file.type,
      };
      flows.push(flow);
      for (const listener of flowListeners) listener(flow);
      const { flowId, trackingId, name, flowSyntax, flowProfile, processingRule } = flow;
      return json(response, 202, {
        flowId,
        submittedAt: now,
        ...(trackingId ? { trackingId } : {}),
        ...(name ? { name } : {}),
        flowSyntax,
        ...(flowProfile ? { flowProfile } : {}),
        ...(processingRule ? { processingRule } : {}),
        sha256,
      });
    }
    if (method === 'POST' && path === '/v1/flows/search') {
      const params = parseJson(await readBody(request));
      const where = (params?.where ?? {}) as Record<string, unknown>;
      const limit = typeof params?.limit === 'number' ? params.limit : 25;
      const results = flows
        .filter((flow) => where.trackingId === undefined || flow.trackingId === where.trackingId)
        .filter(
          (flow) =>
            typeof where.updatedAfter !== 'string' ||
            flow.updatedAt > new Date(where.updatedAfter).toISOString(),
        )
        .filter((flow) => where.ackStatus === undefined || flow.ackStatus === where.ackStatus)
        .filter(
          (flow) => !Array.isArray(where.flowDirection) || where.flowDirection.includes(flow.flowDirection),
        )
        .slice(0, limit);
      return json(response, 200, { limit, filters: where, results: results.map(flowView) });
    }
    const flowPath = /^\/v1\/flows\/([^/]+)$/.exec(path);
    if (method === 'GET' && flowPath) {
      const flow = flows.find((candidate) => candidate.flowId === decodeURIComponent(flowPath[1] ?? ''));
      if (!flow) return json(response, 404, { errorCode: 'FLOW_NOT_FOUND', errorMessage: 'Flux inconnu' });
      const docType = new URL(request.url ?? '/', 'http://pa').searchParams.get('docType') ?? 'Metadata';
      if (docType === 'Metadata') return json(response, 200, flowView(flow));
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment;filename=${flow.name ?? flow.flowId}`,
      });
      response.end(flow.file);
      return 200;
    }
    return json(response, 404, { errorCode: 'NOT_FOUND', errorMessage: `${method} ${path}` });
  };

  const sirenFilter = (filters: Record<string, unknown> | undefined, key: string) => {
    const filter = filters?.[key] as { value?: unknown } | undefined;
    return typeof filter?.value === 'string' ? filter.value : undefined;
  };

  const directoryService = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === '/v1/healthcheck') return json(response, 200);
    // Annex B's 401 has no body.
    if (!authorized(request)) return json(response, 401);
    const search = method === 'POST' ? parseJson(await readBody(request)) : undefined;
    const filters = search?.filters as Record<string, unknown> | undefined;
    const page = <T>(rows: T[]) => {
      const limit = typeof search?.limit === 'number' ? search.limit : rows.length;
      return { search: search ?? {}, totalNumberOfResults: rows.length, results: rows.slice(0, limit) };
    };
    const legalUnit = (company: TestPaCompany) => ({
      siren: company.siren,
      businessName: company.businessName,
      entityType: 'PrivateVatRegistered',
      administrativeStatus: 'A',
    });
    const facilityView = (company: TestPaCompany, facility: TestPaCompany['facilities'][number]) => ({
      siret: facility.siret,
      siren: company.siren,
      name: facility.name,
      facilityType: 'P',
      administrativeStatus: 'A',
    });
    if (method === 'POST' && path === '/v1/siren/search') {
      const siren = sirenFilter(filters, 'siren');
      return json(response, 200, page(companies.filter((c) => !siren || c.siren === siren).map(legalUnit)));
    }
    const sirenPath = /^\/v1\/siren\/code-insee:(\d{9})$/.exec(path);
    if (method === 'GET' && sirenPath) {
      const company = companies.find((candidate) => candidate.siren === sirenPath[1]);
      return company ? json(response, 200, legalUnit(company)) : json(response, 404);
    }
    const siretPath = /^\/v1\/siret\/code-insee:(\d{14})$/.exec(path);
    if (method === 'GET' && siretPath) {
      const company = companies.find((candidate) =>
        candidate.facilities.some((f) => f.siret === siretPath[1]),
      );
      const facility = company?.facilities.find((f) => f.siret === siretPath[1]);
      if (!company || !facility) return json(response, 404);
      return json(response, 200, facilityView(company, facility));
    }
    if (method === 'POST' && path === '/v1/siret/search') {
      const siret = sirenFilter(filters, 'siret');
      const rows = companies.flatMap((company) =>
        company.facilities
          .filter((facility) => !siret || facility.siret === siret)
          .map((facility) => facilityView(company, facility)),
      );
      return json(response, 200, page(rows));
    }
    if (method === 'POST' && path === '/v1/directory-line/search') {
      const addressing = sirenFilter(filters, 'addressingIdentifier');
      const rows = companies.flatMap((company) =>
        company.facilities
          .filter((facility) => facility.addressingIdentifier !== undefined)
          .filter((facility) => !addressing || facility.addressingIdentifier?.startsWith(addressing))
          .map((facility) => ({
            addressingIdentifier: facility.addressingIdentifier,
            siren: company.siren,
            siret: facility.siret,
            // Annex B names a platform by its type and status only (WK: a PA; DFH: the state's).
            platform: { platformType: 'WK', platformStatus: 'Enabled' },
          })),
      );
      return json(response, 200, page(rows));
    }
    return json(response, 404);
  };

  const tokenEndpoint = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    const basic = request.headers.authorization?.startsWith('Basic ')
      ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString('utf8').split(':')
      : [];
    const clientId = form.get('client_id') ?? decodeURIComponent(basic[0] ?? '');
    const clientSecret = form.get('client_secret') ?? decodeURIComponent(basic[1] ?? '');
    if (
      form.get('grant_type') !== 'client_credentials' ||
      !options.oauth ||
      clientId !== options.oauth.clientId ||
      clientSecret !== options.oauth.clientSecret
    )
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'Client inconnu ou secret erroné',
      });
    const token = `pa-oauth-${randomUUID()}`;
    issuedTokens.add(token);
    return json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://pa').pathname;
    const late = lateAnswers.get(path);
    if (late !== undefined) {
      lateAnswers.delete(path);
      const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
      response.end = ((...args: unknown[]) => {
        setTimeout(() => end(...args), late);
        return response;
      }) as typeof response.end;
    }
    const answer = async (): Promise<number> => {
      const next = scripted.get(path);
      if (next) {
        scripted.delete(path);
        return json(response, next.status, next.body);
      }
      if (down) return json(response, 503, { errorCode: 'SERVICE_UNAVAILABLE', errorMessage: 'Maintenance' });
      if (path.startsWith('/flow-service/')) return flowService(request, response, path.slice(13));
      if (path.startsWith('/directory-service/')) return directoryService(request, response, path.slice(18));
      if (request.method === 'POST' && path === '/oauth/token') return tokenEndpoint(request, response);
      return json(response, 404);
    };
    answer()
      .then((status) =>
        requests.push({
          method: request.method ?? 'GET',
          path,
          status,
          authorization: request.headers.authorization,
        }),
      )
      .catch((error: unknown) => {
        if (!response.headersSent)
          json(response, 500, { errorCode: 'INTERNAL', errorMessage: String(error) });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    flowUrl: `${origin}/flow-service`,
    directoryUrl: `${origin}/directory-service`,
    tokenUrl: `${origin}/oauth/token`,
    flows,
    originalBodies,
    requests,
    companies,
    answerNext: (path, answer) => {
      scripted.set(path, answer);
    },
    setDown: (value) => {
      down = value;
    },
    emitLifecycle: (cdar, trackingId) => {
      const now = new Date().toISOString();
      const file = Buffer.from(cdar);
      const flow: TestPaFlow = {
        flowId: randomUUID(),
        trackingId,
        flowSyntax: 'CDAR',
        sha256: createHash('sha256').update(file).digest('hex'),
        flowType: 'CustomerInvoiceLC',
        flowDirection: 'In',
        submittedAt: now,
        updatedAt: now,
        ackStatus: 'Ok',
        file,
        fileType: 'application/xml',
      };
      flows.push(flow);
      return flow;
    },
    onFlow: (listener) => {
      flowListeners.push(listener);
    },
    answerLate: (path, ms) => {
      lateAnswers.set(path, ms);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
