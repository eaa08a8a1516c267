import { describe, expect, it } from 'vitest';
import { ESCROW_INPUT_ERRORS, ESCROW_RULE_ERROR_CODES, EscrowRuleError } from '../../escrow/index';
import { escrowProblem } from './escrow-problem';

describe('escrowProblem', () => {
  it('maps every escrow rule refusal: input errors to 400 naming the field, the rest to 409 with a message', () => {
    for (const code of ESCROW_RULE_ERROR_CODES) {
      const problem = escrowProblem(new EscrowRuleError(code));
      expect(problem.detail.length, code).toBeGreaterThan(10);
      if (ESCROW_INPUT_ERRORS.includes(code)) {
        expect(problem.status, code).toBe(400);
        expect(problem.fieldErrors?.[0]?.field, code).toMatch(/^(reason|truckerCents)$/);
      } else {
        expect(problem.status, code).toBe(409);
        expect(problem.code, code).toBe('conflict');
      }
    }
  });
});
