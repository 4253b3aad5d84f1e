import { describe, expect, it } from 'vitest';
import { isSubmitDisabled, type SubmissionState, submissionErrors } from './submission';

const ADDRESS = 'La Poste needs an address';
const ADDRESS_MSG = 'Veuillez sélectionner une adresse de livraison';
const TRANSFER_MSG = 'Veuillez sélectionner une méthode de transfert des empreintes valide';
const PENDING_MSG = "Veuillez attendre la fin de l'envoi des fichiers";
const TERMS_MSG = 'Veuillez accepter les conditions générales de vente';
const FAILED_MSG = "Certains fichiers n'ont pas pu être uploadés. Veuillez les supprimer et réessayer.";

const READY: SubmissionState = {
  shippingMethod: 'standard',
  shippingAddress: ADDRESS,
  transferMethod: 'files',
  files: [{ status: 'completed' }],
  termsAccepted: true,
};

describe('final validation (spec 001 §5, in the spec order)', () => {
  it.each<[string, Partial<SubmissionState>, string[]]>([
    ['ready', {}, []],
    ['no address', { shippingAddress: null }, [ADDRESS_MSG]],
    ['pickup needs no address', { shippingMethod: 'pickup', shippingAddress: null }, []],
    ['express needs one', { shippingMethod: 'express', shippingAddress: undefined }, [ADDRESS_MSG]],
    ['no transfer method', { transferMethod: null }, [TRANSFER_MSG]],
    ['unknown transfer method', { transferMethod: 'fax' }, [TRANSFER_MSG]],
    ['files without any file', { files: [] }, [TRANSFER_MSG]],
    ['natus without any file', { transferMethod: 'natus', files: [] }, [TRANSFER_MSG]],
    ['physical needs no file', { transferMethod: 'physical', files: [] }, []],
    ['octocloud needs no file', { transferMethod: 'octocloud', files: [] }, []],
    ['already sent needs no file', { transferMethod: 'already', files: [] }, []],
    ['a file uploading', { files: [{ status: 'uploading' }] }, [PENDING_MSG]],
    ['terms not accepted', { termsAccepted: false }, [TERMS_MSG]],
    [
      'a failed file beside a good one',
      { files: [{ status: 'completed' }, { status: 'error' }] },
      [FAILED_MSG],
    ],
    ['only a failed file', { files: [{ status: 'error' }] }, [TRANSFER_MSG, FAILED_MSG]],
    [
      'everything wrong',
      {
        shippingAddress: '',
        transferMethod: 'decrypt',
        files: [{ status: 'uploading' }, { status: 'error' }],
        termsAccepted: false,
      },
      [ADDRESS_MSG, PENDING_MSG, TERMS_MSG, FAILED_MSG],
    ],
    [
      'no mode at all',
      { shippingMethod: null, shippingAddress: null },
      ['Veuillez sélectionner un mode de livraison', ADDRESS_MSG],
    ],
  ])('%s', (_name, change, expected) => {
    expect(submissionErrors({ ...READY, ...change })).toEqual(expected);
  });
});

describe('submit button (spec 001 §5: disabled while files of the files method upload)', () => {
  it.each<[Partial<SubmissionState>, boolean]>([
    [{}, false],
    [{ files: [{ status: 'uploading' }] }, true],
    [{ transferMethod: 'natus', files: [{ status: 'uploading' }] }, false],
    [{ files: [{ status: 'error' }] }, false],
  ])('%o → disabled: %s', (change, disabled) => {
    expect(isSubmitDisabled({ ...READY, ...change })).toBe(disabled);
  });
});
