// Decision 146: the job that sends one flow to the lab's PA and follows its acknowledgement.
export const SUBMIT_FLOW_JOB = 'submit-einvoicing-flow';

/**
 * A PA down must never lose a flow, nor need anyone to bring it back: with retry-delay.ts's back-off
 * (10 s doubling, capped at an hour) the tries go on hourly for about a month. Meanwhile the flow is
 * on « Envois en attente » with its last failure, and « Réessayer maintenant » makes it due at once
 * (decision 146); past that month only that button sends it.
 */
export const SUBMIT_FLOW_MAX_ATTEMPTS = 24 * 30;
