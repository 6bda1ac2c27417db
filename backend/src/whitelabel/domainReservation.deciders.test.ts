import { describe, it } from '@jest/globals';
import type { WhitelabelDomainEvent } from '@scout/contracts/whitelabel/events';
import { ConflictError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { domainReservationDecider } from './domainReservation';

const now = '2026-11-22T10:00:00.000Z';
const domain = 'brand.example.com';
const orgA = '9a8b7c6d-2222-4e3f-9a1b-2c3d4e5f6a7b';
const orgB = '1c2d3e4f-4444-4a5b-8c6d-7e8f9a0b1c2d';
const reservedBy = (orgId: string): WhitelabelDomainEvent => ({
  type: 'WhiteLabelDomainReserved',
  data: { domain, orgId, reservedAt: now },
});
const releasedBy = (orgId: string): WhitelabelDomainEvent => ({
  type: 'WhiteLabelDomainReleased',
  data: { domain, orgId, releasedAt: now },
});
const provenBy = (orgId: string, takenFromOrgId?: string): WhitelabelDomainEvent => ({
  type: 'WhiteLabelDomainProven',
  data: { domain, orgId, ...(takenFromOrgId ? { takenFromOrgId } : {}), provenAt: now },
});
const prove = (orgId: string) => ({ type: 'ProveDomain' as const, domain, orgId, now });
const reserve = (orgId: string) => ({ type: 'ReserveDomain' as const, domain, orgId, now });
const release = (orgId: string) => ({ type: 'ReleaseDomain' as const, domain, orgId, now });

describe('white-label domain reservation decider', () => {
  const spec = deciderSpec(domainReservationDecider);

  it('Given nothing, When ReserveDomain, Then WhiteLabelDomainReserved', () => {
    spec
      .given([])
      .when(reserve(orgA))
      .then([reservedBy(orgA)]);
  });
  it('Given the domain reserved by another organisation and unproven, When ReserveDomain, Then nothing (it stays with the other)', () => {
    spec
      .given([reservedBy(orgA)])
      .when(reserve(orgB))
      .then([]);
  });
  it('Given the domain proven by another organisation, When ReserveDomain, Then Conflict', () => {
    spec
      .given([reservedBy(orgA), provenBy(orgA)])
      .when(reserve(orgB))
      .thenThrows(ConflictError, /another organisation/);
  });
  it('Given the domain reserved by the same organisation, When ReserveDomain, Then nothing', () => {
    spec
      .given([reservedBy(orgA)])
      .when(reserve(orgA))
      .then([]);
  });
  it('Given a released domain, When another organisation reserves it, Then WhiteLabelDomainReserved', () => {
    spec
      .given([reservedBy(orgA), releasedBy(orgA)])
      .when(reserve(orgB))
      .then([reservedBy(orgB)]);
  });
  it('Given the domain reserved, When its organisation releases it, Then WhiteLabelDomainReleased', () => {
    spec
      .given([reservedBy(orgA)])
      .when(release(orgA))
      .then([releasedBy(orgA)]);
  });
  it('Given nothing, When ProveDomain, Then WhiteLabelDomainProven: the prover holds it', () => {
    spec
      .given([])
      .when(prove(orgA))
      .then([provenBy(orgA)]);
  });
  it('Given the domain reserved by the same organisation, When ProveDomain, Then WhiteLabelDomainProven; proven already, nothing', () => {
    spec
      .given([reservedBy(orgA)])
      .when(prove(orgA))
      .then([provenBy(orgA)]);
    spec
      .given([reservedBy(orgA), provenBy(orgA)])
      .when(prove(orgA))
      .then([]);
  });
  it('Given the domain reserved but unproven by another organisation, When ProveDomain, Then WhiteLabelDomainProven taking it over', () => {
    spec
      .given([reservedBy(orgA)])
      .when(prove(orgB))
      .then([provenBy(orgB, orgA)]);
  });
  it('Given the domain taken over by a proof, When the first prover or the squatter ReserveDomain, Then Conflict; releasing it, nothing', () => {
    spec
      .given([reservedBy(orgA), provenBy(orgB, orgA)])
      .when(reserve(orgA))
      .thenThrows(ConflictError, /another organisation/);
    spec
      .given([reservedBy(orgA), provenBy(orgB, orgA)])
      .when(release(orgA))
      .then([]);
  });
  it('Given the domain proven by another organisation, When ProveDomain (a second prover racing), Then Conflict', () => {
    spec
      .given([reservedBy(orgA), provenBy(orgB, orgA)])
      .when(prove(orgA))
      .thenThrows(ConflictError, /another organisation/);
  });
  it('Given a proven domain released, When another organisation reserves it, Then WhiteLabelDomainReserved (unproven again)', () => {
    spec
      .given([provenBy(orgA), releasedBy(orgA)])
      .when(reserve(orgB))
      .then([reservedBy(orgB)]);
  });
  it('Given the domain reserved by another organisation, When ReleaseDomain, Then nothing', () => {
    spec
      .given([reservedBy(orgA)])
      .when(release(orgB))
      .then([]);
  });
});
