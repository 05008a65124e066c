import { fuzzContract } from '../testing/fuzz/fuzzContract.ts';

fuzzContract({ file: 1, files: 4 });
