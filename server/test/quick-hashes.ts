import { hashAtLeastCostForTests } from '../src/features/auth/passwords';

// The fast tier's members are made with hashes at argon2id's least cost: the same code path,
// without half a minute of CPU a run. Processes the slow tier starts hash at the real cost.
hashAtLeastCostForTests();
