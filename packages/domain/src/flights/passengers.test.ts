import { describe, expect, it } from 'vitest';
import { privatePassengerKind, type PassengerKind } from './passengerKinds';
import { privatePassengerType, type PassengerType } from './passengerTypes';

// spec: products §3 "Passenger types: ADT, CNN, INF, INS (and J-prefixed private variants JCB, JNN, JNF, JNS)"
describe('privatePassengerType', () => {
  it.each<[PassengerType, string]>([
    ['ADT', 'JCB'],
    ['CNN', 'JNN'],
    ['INF', 'JNF'],
    ['INS', 'JNS'],
  ])('%s -> %s', (type, privateType) => {
    expect(privatePassengerType(type)).toBe(privateType);
  });
});

// spec: products §3 "kinds Adult, Child, LapInfant, SeatedInfant, AgelessChild, AgeChild (each with a private variant except AgeChild)"
describe('privatePassengerKind', () => {
  it.each<[PassengerKind, string | undefined]>([
    ['Adult', 'PrivateAdult'],
    ['Child', 'PrivateChild'],
    ['LapInfant', 'PrivateLapInfant'],
    ['SeatedInfant', 'PrivateSeatedInfant'],
    ['AgelessChild', 'PrivateAgelessChild'],
    ['AgeChild', undefined],
  ])('%s -> %s', (kind, privateKind) => {
    expect(privatePassengerKind(kind)).toBe(privateKind);
  });
});
