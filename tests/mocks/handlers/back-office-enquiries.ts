// The back office's enquiry endpoints for screen tests, made from their descriptors (contract/enquiries-endpoints.ts
// backOfficeEnquiryEndpoints): each screen test answers them with its own records, and every success answer is
// checked against the endpoint's schema.
import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { BodyOf } from '@contract/endpoint';
import { backOfficeEnquiryEndpointSchemas } from '@contract/enquiries-endpoint-schemas';
import { backOfficeEnquiryEndpoints, type BackOfficeEnquiryEndpointName } from '@contract/enquiries-endpoints';
import { endpointHandler } from '../endpoint';

/** A handler of one back-office enquiry endpoint, its answers checked against the endpoint's schema. */
export function backOfficeEnquiryHandler<N extends BackOfficeEnquiryEndpointName>(
  name: N,
  resolver: HttpResponseResolver<PathParams, BodyOf<(typeof backOfficeEnquiryEndpoints)[N]> & DefaultBodyType>,
) {
  return endpointHandler(backOfficeEnquiryEndpoints[name], backOfficeEnquiryEndpointSchemas[name], resolver);
}
