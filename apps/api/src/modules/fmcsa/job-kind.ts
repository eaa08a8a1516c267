/** Job kind of the FMCSA check of one broker application; payload { applicationId }. */
export const FMCSA_VERIFY_JOB = 'fmcsa.verify-application';
