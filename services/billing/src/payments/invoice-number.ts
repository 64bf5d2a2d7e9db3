import { nextAccountNumber } from '@brigade/service-kit';
import type { Connection } from 'mongoose';

/** Brigade's invoice numbers (`INV-000042`), counting up across all kitchens. */
export const nextInvoiceNumber = (connection: Connection) => nextAccountNumber(connection, 'INV-');
