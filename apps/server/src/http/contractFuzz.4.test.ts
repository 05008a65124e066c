import { fuzzContract } from '../testing/fuzz/fuzzContract.ts';

fuzzContract({ file: 4, files: 4 });
