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
import type { CatalogueColumn, CatalogueDataset } from './catalogue';
import { text } from './localized';

/**
 * The group's business data of the ERP stand-in (schema `erp`) as report sources. Each needs the
 * API resource whose screens show the same rows (sales performance, customers, materials, order
 * tracking) and is narrowed by that resource's data conditions (`rows`): a viewer limited to
 * company code 2000 sees only its rows here as in the sales screens.
 */

const companyCode: CatalogueColumn = {
  key: 'companyCode',
  type: 'text',
  label: text('Buchungskreis', 'Company code', 'Účetní okruh', 'Société', 'Società'),
  expression: sql`${erpSalesFact.companyCode}`,
};
const column = (
  key: string,
  type: CatalogueColumn['type'],
  label: ReturnType<typeof text>,
  expression: ReturnType<typeof sql>,
  more: Partial<CatalogueColumn> = {},
): CatalogueColumn => ({ key, type, label, expression, ...more });

const L = {
  companyCode: companyCode.label,
  branch: text('Niederlassung', 'Branch', 'Pobočka', 'Agence', 'Filiale'),
  country: text('Land', 'Country', 'Země', 'Pays', 'Paese'),
  month: text('Monat', 'Month', 'Měsíc', 'Mois', 'Mese'),
  customerNumber: text('Kundennummer', 'Customer number', 'Číslo zákazníka', 'Numéro client', 'Numero cliente'),
  customerName: text('Kunde', 'Customer', 'Zákazník', 'Client', 'Cliente'),
  materialNumber: text('Materialnummer', 'Material number', 'Číslo materiálu', 'Numéro d’article', 'Codice materiale'),
  materialName: text('Material', 'Material', 'Materiál', 'Article', 'Materiale'),
  netSales: text('Nettoumsatz', 'Net sales', 'Čisté tržby', 'Chiffre d’affaires net', 'Fatturato netto'),
  currency: text('Währung', 'Currency', 'Měna', 'Devise', 'Valuta'),
  city: text('Ort', 'City', 'Město', 'Ville', 'Città'),
};

/** The German name of a material (the ERP's master language). */
const materialName = (number: ReturnType<typeof sql>) =>
  sql`(select ${erpMaterialText.name} from ${erpMaterialText} where ${erpMaterialText.materialNumber} = ${number} and ${erpMaterialText.language} = 'de')`;

export const salesFacts: CatalogueDataset = {
  id: 'salesFacts',
  label: text('Vertrieb: Umsätze', 'Sales: sales facts', 'Prodej: tržby', 'Ventes : chiffres', 'Vendite: fatturato'),
  description: text(
    'Monatliche Umsätze je Kunde und Material mit Buchungskreis, Niederlassung, Land und Marktgebiet.',
    'Monthly sales per customer and material with company code, branch, country and market area.',
    'Měsíční tržby podle zákazníka a materiálu s účetním okruhem, pobočkou, zemí a tržní oblastí.',
    'Chiffre d’affaires mensuel par client et article, avec société, agence, pays et zone de marché.',
    'Fatturato mensile per cliente e materiale con società, filiale, paese e area di mercato.',
  ),
  from: sql`${erpSalesFact} join ${erpCustomer} on ${erpCustomer.number} = ${erpSalesFact.customerNumber}`,
  where: sql`${erpSalesFact.isValid}`,
  requires: 'salesPerformance',
  rows: {
    companyCode: erpSalesFact.companyCode,
    branchCode: erpSalesFact.branchCode,
    country: erpSalesFact.country,
  },
  columns: [
    column('month', 'date', L.month, sql`${erpSalesFact.month}`),
    companyCode,
    column('branch', 'text', L.branch, sql`${erpSalesFact.branchCode}`),
    column('country', 'text', L.country, sql`${erpSalesFact.country}`),
    column(
      'marketArea',
      'text',
      text('Marktgebiet', 'Market area', 'Tržní oblast', 'Zone de marché', 'Area di mercato'),
      sql`${erpSalesFact.marketArea}`,
    ),
    column('customerNumber', 'text', L.customerNumber, sql`${erpSalesFact.customerNumber}`),
    column('customerName', 'text', L.customerName, sql`${erpCustomer.name}`),
    column('materialNumber', 'text', L.materialNumber, sql`${erpSalesFact.materialNumber}`),
    column('netSales', 'number', L.netSales, sql`${erpSalesFact.netSales}`),
    column(
      'orderIntake',
      'number',
      text('Auftragseingang', 'Order intake', 'Příjem objednávek', 'Prises de commande', 'Ordini acquisiti'),
      sql`${erpSalesFact.orderIntake}`,
    ),
    column(
      'quantity',
      'number',
      text('Menge', 'Quantity', 'Množství', 'Quantité', 'Quantità'),
      sql`${erpSalesFact.quantity}`,
    ),
    column('currency', 'text', L.currency, sql`${erpSalesFact.currency}`),
  ],
};

export const customers: CatalogueDataset = {
  id: 'customers',
  label: text('Vertrieb: Kunden', 'Sales: customers', 'Prodej: zákazníci', 'Ventes : clients', 'Vendite: clienti'),
  description: text(
    'Die Kunden mit Anschrift, Buchungskreis, Kontengruppe und Zentrale.',
    'The customers with address, company code, account group and head office.',
    'Zákazníci s adresou, účetním okruhem, skupinou účtů a centrálou.',
    'Les clients avec adresse, société, groupe de comptes et siège.',
    'I clienti con indirizzo, società, gruppo conti e sede centrale.',
  ),
  from: sql`${erpCustomer}`,
  requires: 'customer',
  rows: { companyCode: erpCustomer.companyCode, country: erpCustomer.country },
  columns: [
    column('number', 'text', L.customerNumber, sql`${erpCustomer.number}`),
    column('name', 'text', L.customerName, sql`${erpCustomer.name}`),
    column('street', 'text', text('Straße', 'Street', 'Ulice', 'Rue', 'Via'), sql`${erpCustomer.street}`),
    column(
      'postalCode',
      'text',
      text('Postleitzahl', 'Postcode', 'PSČ', 'Code postal', 'CAP'),
      sql`${erpCustomer.postalCode}`,
    ),
    column('city', 'text', L.city, sql`${erpCustomer.city}`),
    column('country', 'text', L.country, sql`${erpCustomer.country}`),
    column('companyCode', 'text', L.companyCode, sql`${erpCustomer.companyCode}`),
    column(
      'accountGroup',
      'text',
      text('Kontengruppe', 'Account group', 'Skupina účtů', 'Groupe de comptes', 'Gruppo conti'),
      sql`${erpCustomer.accountGroup}`,
    ),
    column(
      'parentNumber',
      'text',
      text('Zentrale', 'Head office', 'Centrála', 'Siège', 'Sede centrale'),
      sql`${erpCustomer.parentNumber}`,
    ),
  ],
};

export const materials: CatalogueDataset = {
  id: 'materials',
  label: text(
    'Vertrieb: Materialien',
    'Sales: materials',
    'Prodej: materiály',
    'Ventes : articles',
    'Vendite: materiali',
  ),
  description: text(
    'Die Materialien mit Bezeichnung, Materialart, Suchbegriff und Mengeneinheit.',
    'The materials with name, material type, search term and unit.',
    'Materiály s názvem, druhem materiálu, vyhledávacím pojmem a jednotkou.',
    'Les articles avec désignation, type d’article, terme de recherche et unité.',
    'I materiali con descrizione, tipo, termine di ricerca e unità.',
  ),
  from: sql`${erpMaterial}`,
  requires: 'material',
  rows: { companyCode: erpMaterial.companyCode },
  columns: [
    column('number', 'text', L.materialNumber, sql`${erpMaterial.number}`),
    column('name', 'text', L.materialName, materialName(sql`${erpMaterial.number}`)),
    column(
      'type',
      'text',
      text('Materialart', 'Material type', 'Druh materiálu', 'Type d’article', 'Tipo materiale'),
      sql`${erpMaterial.type}`,
    ),
    column(
      'searchCode',
      'text',
      text('Suchbegriff', 'Search term', 'Vyhledávací pojem', 'Terme de recherche', 'Termine di ricerca'),
      sql`${erpMaterial.searchCode}`,
    ),
    column('unit', 'text', text('Einheit', 'Unit', 'Jednotka', 'Unité', 'Unità'), sql`${erpMaterial.unit}`),
    column('companyCode', 'text', L.companyCode, sql`${erpMaterial.companyCode}`),
  ],
};

export const orders: CatalogueDataset = {
  id: 'orders',
  label: text('Vertrieb: Aufträge', 'Sales: orders', 'Prodej: zakázky', 'Ventes : commandes', 'Vendite: ordini'),
  description: text(
    'Die Kundenaufträge mit Auftragsdatum, Kunde, Status und Nettowert.',
    'The sales orders with order date, customer, status and net value.',
    'Zakázky zákazníků s datem, zákazníkem, stavem a čistou hodnotou.',
    'Les commandes clients avec date, client, statut et valeur nette.',
    'Gli ordini clienti con data, cliente, stato e valore netto.',
  ),
  from: sql`${erpSalesOrder} join ${erpCustomer} on ${erpCustomer.number} = ${erpSalesOrder.customerNumber}`,
  requires: 'orderTracking',
  rows: { companyCode: erpSalesOrder.companyCode, branchCode: erpSalesOrder.branchCode, country: erpCustomer.country },
  columns: [
    column(
      'number',
      'text',
      text('Auftragsnummer', 'Order number', 'Číslo zakázky', 'Numéro de commande', 'Numero ordine'),
      sql`${erpSalesOrder.number}`,
    ),
    column(
      'orderDate',
      'date',
      text('Auftragsdatum', 'Order date', 'Datum zakázky', 'Date de commande', 'Data ordine'),
      sql`${erpSalesOrder.orderDate}`,
    ),
    column('companyCode', 'text', L.companyCode, sql`${erpSalesOrder.companyCode}`),
    column('branch', 'text', L.branch, sql`${erpSalesOrder.branchCode}`),
    column('customerNumber', 'text', L.customerNumber, sql`${erpSalesOrder.customerNumber}`),
    column('customerName', 'text', L.customerName, sql`${erpCustomer.name}`),
    column('country', 'text', L.country, sql`${erpCustomer.country}`),
    column('status', 'text', text('Status', 'Status', 'Stav', 'Statut', 'Stato'), sql`${erpSalesOrder.statusKey}`),
    column(
      'netValue',
      'number',
      text('Nettowert', 'Net value', 'Čistá hodnota', 'Valeur nette', 'Valore netto'),
      sql`${erpSalesOrder.netValue}`,
    ),
    column('currency', 'text', L.currency, sql`${erpSalesOrder.currency}`),
  ],
};

export const budgets: CatalogueDataset = {
  id: 'budgets',
  label: text('Vertrieb: Budgets', 'Sales: budgets', 'Prodej: rozpočty', 'Ventes : budgets', 'Vendite: budget'),
  description: text(
    'Geplanter Nettoumsatz je Monat, Buchungskreis und Niederlassung.',
    'Planned net sales per month, company code and branch.',
    'Plánované čisté tržby podle měsíce, účetního okruhu a pobočky.',
    'Chiffre d’affaires net prévu par mois, société et agence.',
    'Fatturato netto previsto per mese, società e filiale.',
  ),
  from: sql`${erpSalesBudget} join ${erpCompanyCode} on ${erpCompanyCode.code} = ${erpSalesBudget.companyCode}`,
  requires: 'salesPerformance',
  rows: {
    companyCode: erpSalesBudget.companyCode,
    branchCode: erpSalesBudget.branchCode,
    country: erpCompanyCode.country,
  },
  columns: [
    column('month', 'date', L.month, sql`${erpSalesBudget.month}`),
    column('companyCode', 'text', L.companyCode, sql`${erpSalesBudget.companyCode}`),
    column('branch', 'text', L.branch, sql`${erpSalesBudget.branchCode}`),
    column('country', 'text', L.country, sql`${erpCompanyCode.country}`),
    column(
      'budget',
      'number',
      text('Budget Nettoumsatz', 'Budgeted net sales', 'Rozpočet tržeb', 'Budget CA net', 'Budget fatturato'),
      sql`${erpSalesBudget.netSales}`,
    ),
    column('currency', 'text', L.currency, sql`${erpSalesBudget.currency}`),
  ],
};

export const ERP_DATASETS: readonly CatalogueDataset[] = [salesFacts, customers, materials, orders, budgets];
