import { sql } from 'drizzle-orm';
import {
  erpCompanyCode,
  erpCustomer,
  erpMaterial,
  erpMaterialText,
  erpSalesBudget,
  erpSalesFact,
  erpSalesOrder,
} from '../../db/schema';
import type { CatalogueDataset } from './catalogue';
import { type ColumnDraft, labelledDataset } from './localized';

/**
 * The group's business data of the ERP stand-in (schema `erp`) as report sources. Each needs the
 * API resource whose screens show the same rows (sales performance, customers, materials, order
 * tracking) and is narrowed by that resource's data conditions (`rows`): a viewer limited to
 * company code 2000 sees only its rows here as in the sales screens.
 */

/** A column of one of these datasets; its label is the catalogue's (`datasets.<id>.columns.<key>`). */
const column = <K extends string>(
  key: K,
  type: ColumnDraft['type'],
  expression: ReturnType<typeof sql>,
): ColumnDraft<K> => ({ key, type, expression });

/** The German name of a material (the ERP's master language). */
const materialName = (number: ReturnType<typeof sql>) =>
  sql`(select ${erpMaterialText.name} from ${erpMaterialText} where ${erpMaterialText.materialNumber} = ${number} and ${erpMaterialText.language} = 'de')`;

export const salesFacts = labelledDataset('salesFacts', {
  from: sql`${erpSalesFact} join ${erpCustomer} on ${erpCustomer.number} = ${erpSalesFact.customerNumber}`,
  where: sql`${erpSalesFact.isValid}`,
  requires: 'salesPerformance',
  rows: {
    companyCode: erpSalesFact.companyCode,
    branchCode: erpSalesFact.branchCode,
    country: erpSalesFact.country,
  },
  columns: [
    column('month', 'date', sql`${erpSalesFact.month}`),
    column('companyCode', 'text', sql`${erpSalesFact.companyCode}`),
    column('branch', 'text', sql`${erpSalesFact.branchCode}`),
    column('country', 'text', sql`${erpSalesFact.country}`),
    column('marketArea', 'text', sql`${erpSalesFact.marketArea}`),
    column('customerNumber', 'text', sql`${erpSalesFact.customerNumber}`),
    column('customerName', 'text', sql`${erpCustomer.name}`),
    column('materialNumber', 'text', sql`${erpSalesFact.materialNumber}`),
    column('netSales', 'number', sql`${erpSalesFact.netSales}`),
    column('orderIntake', 'number', sql`${erpSalesFact.orderIntake}`),
    column('quantity', 'number', sql`${erpSalesFact.quantity}`),
    column('currency', 'text', sql`${erpSalesFact.currency}`),
  ],
});

export const customers = labelledDataset('customers', {
  from: sql`${erpCustomer}`,
  requires: 'customer',
  rows: { companyCode: erpCustomer.companyCode, country: erpCustomer.country },
  columns: [
    column('number', 'text', sql`${erpCustomer.number}`),
    column('name', 'text', sql`${erpCustomer.name}`),
    column('street', 'text', sql`${erpCustomer.street}`),
    column('postalCode', 'text', sql`${erpCustomer.postalCode}`),
    column('city', 'text', sql`${erpCustomer.city}`),
    column('country', 'text', sql`${erpCustomer.country}`),
    column('companyCode', 'text', sql`${erpCustomer.companyCode}`),
    column('accountGroup', 'text', sql`${erpCustomer.accountGroup}`),
    column('parentNumber', 'text', sql`${erpCustomer.parentNumber}`),
  ],
});

export const materials = labelledDataset('materials', {
  from: sql`${erpMaterial}`,
  requires: 'material',
  rows: { companyCode: erpMaterial.companyCode },
  columns: [
    column('number', 'text', sql`${erpMaterial.number}`),
    column('name', 'text', materialName(sql`${erpMaterial.number}`)),
    column('type', 'text', sql`${erpMaterial.type}`),
    column('searchCode', 'text', sql`${erpMaterial.searchCode}`),
    column('unit', 'text', sql`${erpMaterial.unit}`),
    column('companyCode', 'text', sql`${erpMaterial.companyCode}`),
  ],
});

export const orders = labelledDataset('orders', {
  from: sql`${erpSalesOrder} join ${erpCustomer} on ${erpCustomer.number} = ${erpSalesOrder.customerNumber}`,
  requires: 'orderTracking',
  rows: { companyCode: erpSalesOrder.companyCode, branchCode: erpSalesOrder.branchCode, country: erpCustomer.country },
  columns: [
    column('number', 'text', sql`${erpSalesOrder.number}`),
    column('orderDate', 'date', sql`${erpSalesOrder.orderDate}`),
    column('companyCode', 'text', sql`${erpSalesOrder.companyCode}`),
    column('branch', 'text', sql`${erpSalesOrder.branchCode}`),
    column('customerNumber', 'text', sql`${erpSalesOrder.customerNumber}`),
    column('customerName', 'text', sql`${erpCustomer.name}`),
    column('country', 'text', sql`${erpCustomer.country}`),
    column('status', 'text', sql`${erpSalesOrder.statusKey}`),
    column('netValue', 'number', sql`${erpSalesOrder.netValue}`),
    column('currency', 'text', sql`${erpSalesOrder.currency}`),
  ],
});

export const budgets = labelledDataset('budgets', {
  from: sql`${erpSalesBudget} join ${erpCompanyCode} on ${erpCompanyCode.code} = ${erpSalesBudget.companyCode}`,
  requires: 'salesPerformance',
  rows: {
    companyCode: erpSalesBudget.companyCode,
    branchCode: erpSalesBudget.branchCode,
    country: erpCompanyCode.country,
  },
  columns: [
    column('month', 'date', sql`${erpSalesBudget.month}`),
    column('companyCode', 'text', sql`${erpSalesBudget.companyCode}`),
    column('branch', 'text', sql`${erpSalesBudget.branchCode}`),
    column('country', 'text', sql`${erpCompanyCode.country}`),
    column('budget', 'number', sql`${erpSalesBudget.netSales}`),
    column('currency', 'text', sql`${erpSalesBudget.currency}`),
  ],
});

export const ERP_DATASETS: readonly CatalogueDataset[] = [salesFacts, customers, materials, orders, budgets];
