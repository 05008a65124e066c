import { fuzzContract } from '../testing/fuzz/fuzzContract.ts';

fuzzContract({ file: 3, files: 4 });
