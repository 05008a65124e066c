import { fuzzContract } from '../testing/fuzz/fuzzContract.ts';

fuzzContract({ file: 2, files: 4 });
