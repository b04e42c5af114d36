import type { RouteRequest } from '@lms/sdk';
import { AGS_SCOPES } from '../launch/ltiClaims.ts';
import { lineItemFields, type LineItemFields } from './lineItemBody.ts';
import { bearerToken, jsonObject, readRawText } from './rawBody.ts';
import type { TokenService } from './TokenService.ts';

type RawBody = RouteRequest<unknown, unknown, Record<string, never>>['rawBody'];

/**
 * What a line item create (POST) or update (PUT) starts with: the tool's bearer token,
 * which must hold the lineitem scope (checked before the body is read), then the line
 * item fields of its JSON body.
 */
export async function lineItemWrite(
  tokens: TokenService,
  authorization: string | undefined,
  rawBody: RawBody,
  componentId: string,
): Promise<{ holder: Awaited<ReturnType<TokenService['holder']>>; fields: LineItemFields }> {
  const holder = await tokens.holder(bearerToken(authorization), AGS_SCOPES.lineItem);
  const fields = lineItemFields(jsonObject(await readRawText(rawBody)), componentId);
  return { holder, fields };
}
