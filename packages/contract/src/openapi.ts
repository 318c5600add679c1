import { z } from 'zod';
import { ZCommonBody } from './common';
import type { Endpoint } from './endpoint';
import { ZErrorEnvelope, successEnvelope } from './envelope';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });

/** Builds the OpenAPI 3.1 document of the given endpoints, served at `{base}/openapi.json`. */
export function buildOpenApiDocument(options: {
  endpoints: readonly Endpoint[];
  basePath: string;
  version: string;
}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of options.endpoints) {
    const operation: Record<string, unknown> = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      responses: {
        '200': {
          description:
            "The envelope: state '200' with resultData, or an error state with msg (HTTP 200 either way)",
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  toSchema(successEnvelope(endpoint.response), 'output'),
                  toSchema(ZErrorEnvelope, 'output'),
                ],
              },
            },
          },
        },
      },
    };
    if (endpoint.auth)
      operation.description = 'Needs a logged-in player: sign and uid in the body.';
    if (endpoint.description) operation.description = endpoint.description;
    const params = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (params.length > 0) {
      operation.parameters = params.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
    }
    if (endpoint.request) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(endpoint.request, 'input') } },
      };
    }
    paths[`${options.basePath}${endpoint.path}`] = {
      [endpoint.method.toLowerCase()]: operation,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Khel platform API',
      version: options.version,
      description:
        'Every call but GET /language/languages is a POST with a JSON body carrying the common fields. Answers use the envelope { state, resultData | msg }.',
    },
    paths,
    components: { schemas: { CommonBody: toSchema(ZCommonBody, 'input') } },
  };
}
